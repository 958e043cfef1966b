/**
 * Returns the store authorized whose goods have not come back yet (a web order the customer sends
 * back, or brings in): the clerk receives the goods here and gives the money back like any return.
 * Read once when the Returns screen opens (with the desk), not again after each return; nothing
 * is shown when none wait.
 */
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useReturns } from './returns.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  title: { id: 'returns.awaiting.title', defaultMessage: 'Returns awaiting goods' },
  entry: {
    id: 'returns.awaiting.entry',
    defaultMessage: '{authorization} · {units, plural, one {# unit} other {# units}} · {total}',
  },
  receive: { id: 'returns.awaiting.receive', defaultMessage: 'Receive {authorization}' },
});

export function AwaitingReturns() {
  const takeUp = useReturns((s) => s.takeUp);
  const waiting = useReturns((s) => s.awaiting);
  const readError = useReturns((s) => s.awaitingError);
  const taking = useAction();
  const words = useWords();
  const place = usePlace();

  if (waiting.length === 0 && !readError) return null;
  return (
    <section className="card returns-awaiting" aria-labelledby="returns-awaiting-title">
      <h3 id="returns-awaiting-title">{words.formatMessage(messages.title)}</h3>
      {readError && <ErrorBanner message={readError} onDismiss={() => useReturns.setState({ awaitingError: null })} />}
      <ul aria-label={words.formatMessage(messages.title)}>
        {waiting.map((r) => (
          <li key={r.authorizationId}>
            <span>
              <strong dir="ltr">{r.orderNumber}</strong> ·{' '}
              {words.formatMessage(messages.entry, {
                authorization: r.authorizationNumber,
                units: r.units,
                total: r.currency ? amountWords(r.total, r.currency, place) : r.displayTotal,
              })}
              {r.reason ? ` · ${r.reason}` : ''}
            </span>
            <button type="button" className="btn" disabled={taking.busy} onClick={() => void taking.run(() => takeUp(r.orderNumber, r.authorizationId))}>
              {words.formatMessage(messages.receive, { authorization: r.authorizationNumber })}
            </button>
          </li>
        ))}
      </ul>
      {taking.error && <ErrorBanner message={taking.error.message} onDismiss={() => taking.setError(null)} />}
    </section>
  );
}
