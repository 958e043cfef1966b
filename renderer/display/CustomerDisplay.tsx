/**
 * The customer display: what the customer sees on the second screen, in large type. Between sales
 * a welcome with the store's name; during a sale its lines as they are added (the newest in view),
 * the totals, what each tender paid and what is left; once placed a thank-you with the change.
 * It only shows the view the till sends (shared/display/customer-display-view.ts).
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import type { CustomerDisplayLine, CustomerDisplayRow, CustomerDisplayView } from '../../shared/display/customer-display-view.js';
import { displayReachable, subscribeToDisplay } from './display-feed.js';

function Line({ line, lineRef }: { line: CustomerDisplayLine; lineRef?: Ref<HTMLLIElement> }) {
  return (
    <li className="cd-line" ref={lineRef}>
      <span className="cd-qty">{line.quantity} ×</span>
      <span className="cd-name">
        {line.name}
        {line.options ? <span className="cd-options">{line.options}</span> : null}
        {line.discount ? <span className="cd-discount">{line.discount.words}</span> : null}
      </span>
      <span className="cd-amount">
        {line.discount ? (
          <>
            <s className="cd-was">{line.amount}</s> {line.discount.after}
          </>
        ) : (
          line.amount
        )}
      </span>
    </li>
  );
}

function Rows({ rows, label, className }: { rows: CustomerDisplayRow[]; label: string; className?: string }) {
  if (rows.length === 0) return null;
  return (
    <dl className={`cd-rows ${className ?? ''}`} aria-label={label}>
      {rows.map((row, i) => (
        <div key={`${row.label}-${i}`} className={row.label === 'Total' ? 'cd-row cd-total' : 'cd-row'}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

function Sale({ view }: { view: CustomerDisplayView }) {
  const last = useRef<HTMLLIElement | null>(null);
  const count = view.lines.length;
  useEffect(() => {
    last.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  return (
    <div className="cd-sale">
      <section className="cd-lines" aria-labelledby="cd-lines-title">
        <h2 id="cd-lines-title" className="cd-label">
          Your items
        </h2>
        <ul>
          {view.lines.map((line, i) => (
            <Line key={line.key} line={line} {...(i === count - 1 ? { lineRef: last } : {})} />
          ))}
        </ul>
      </section>
      <section className="cd-side" aria-label="Totals">
        <Rows rows={view.totals} label="Totals" />
        <Rows rows={view.paid} label="Paid" className="cd-paid" />
        {view.left ? (
          <p className="cd-left">
            <span>Left to pay</span> <strong>{view.left}</strong>
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Thanks({ view }: { view: CustomerDisplayView }) {
  return (
    <div className="cd-thanks" role="status">
      <h2>Thank you!</h2>
      <div className="cd-side">
        <Rows rows={view.totals.filter((r) => r.label === 'Total')} label="Total" />
        <Rows rows={view.paid} label="Paid" className="cd-paid" />
        {view.change ? (
          <p className="cd-change">
            <span>Your change</span> <strong>{view.change}</strong>
          </p>
        ) : null}
      </div>
      <p className="cd-muted">
        {view.lines.reduce((n, l) => n + l.quantity, 0)} items{view.storeName ? ` · see you again at ${view.storeName}` : ''}
      </p>
    </div>
  );
}

export function CustomerDisplay() {
  const [view, setView] = useState<CustomerDisplayView | null>(null);
  const [unreachable] = useState(() => !displayReachable());
  useEffect(() => subscribeToDisplay(setView) ?? undefined, []);

  const screen = view?.screen ?? 'welcome';
  return (
    <main className={`cd cd-screen-${screen}`}>
      <header className="cd-header">
        <h1>{view?.storeName || 'Welcome'}</h1>
        {view?.sample ? <span className="cd-sample">Test</span> : null}
        {view?.servedBy && screen !== 'welcome' ? <span className="cd-served">Served by {view.servedBy}</span> : null}
      </header>
      {screen === 'welcome' || !view ? (
        <div className="cd-welcome">
          <p className="cd-hello">Welcome{view?.storeName ? ` to ${view.storeName}` : ''}</p>
          <p className="cd-muted">{unreachable ? 'This display is not connected to a till.' : 'Your items will show here.'}</p>
        </div>
      ) : screen === 'thanks' ? (
        <Thanks view={view} />
      ) : (
        <Sale view={view} />
      )}
    </main>
  );
}
