/**
 * Returns the store authorized whose goods have not come back yet (a web order the customer sends
 * back, or brings in): the clerk receives the goods here and gives the money back like any return.
 * Read once when the Returns screen opens (with the desk), not again after each return; nothing
 * is shown when none wait.
 */
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useReturns } from './returns.js';

export function AwaitingReturns() {
  const takeUp = useReturns((s) => s.takeUp);
  const waiting = useReturns((s) => s.awaiting);
  const readError = useReturns((s) => s.awaitingError);
  const taking = useAction();

  if (waiting.length === 0 && !readError) return null;
  return (
    <section className="card returns-awaiting" aria-labelledby="returns-awaiting-title">
      <h3 id="returns-awaiting-title">Returns awaiting goods</h3>
      {readError && <ErrorBanner message={readError} onDismiss={() => useReturns.setState({ awaitingError: null })} />}
      <ul aria-label="Returns awaiting goods">
        {waiting.map((r) => (
          <li key={r.authorizationId}>
            <span>
              <strong>{r.orderNumber}</strong> · {r.authorizationNumber} · {r.units} unit{r.units === 1 ? '' : 's'} · {r.displayTotal}
              {r.reason ? ` · ${r.reason}` : ''}
            </span>
            <button type="button" className="btn" disabled={taking.busy} onClick={() => void taking.run(() => takeUp(r.orderNumber, r.authorizationId))}>
              Receive {r.authorizationNumber}
            </button>
          </li>
        ))}
      </ul>
      {taking.error && <ErrorBanner message={taking.error.message} onDismiss={() => taking.setError(null)} />}
    </section>
  );
}
