/**
 * The customer display: what the customer sees on the second screen, in large type. Between sales
 * a welcome with the store's name; during a sale its lines as they are added (the newest in view),
 * the totals, what each tender paid and what is left; once placed a thank-you with the change.
 * It only shows the view the till sends (shared/display/customer-display-view.ts).
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import type { CustomerDisplayLine, CustomerDisplayRow, CustomerDisplayView } from '../../shared/display/customer-display-view.js';
import { displayReachable, subscribeToDisplay } from './display-feed.js';
import { defineMessages } from '../../shared/i18n/words.js';
import type { Sayer } from '../../shared/i18n/say-in.js';
import { useStoreLanguage } from './display-language.js';

const messages = defineMessages({
  yourItems: { id: 'display.sale.yourItems', defaultMessage: 'Your items' },
  totals: { id: 'display.sale.totals', defaultMessage: 'Totals' },
  paid: { id: 'display.sale.paid', defaultMessage: 'Paid' },
  leftToPay: { id: 'display.sale.leftToPay', defaultMessage: 'Left to pay' },
  thanks: { id: 'display.thanks.title', defaultMessage: 'Thank you!' },
  total: { id: 'display.thanks.total', defaultMessage: 'Total' },
  change: { id: 'display.thanks.change', defaultMessage: 'Your change' },
  items: { id: 'display.thanks.items', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  itemsAt: { id: 'display.thanks.itemsAt', defaultMessage: '{count, plural, one {# item} other {# items}} · see you again at {store}' },
  welcome: { id: 'display.welcome.title', defaultMessage: 'Welcome' },
  welcomeTo: { id: 'display.welcome.to', defaultMessage: 'Welcome to {store}' },
  test: { id: 'display.header.test', defaultMessage: 'Test' },
  servedBy: { id: 'display.header.servedBy', defaultMessage: 'Served by {name}' },
  notConnected: { id: 'display.welcome.notConnected', defaultMessage: 'This display is not connected to a till.' },
  willShow: { id: 'display.welcome.willShow', defaultMessage: 'Your items will show here.' },
});

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

/** `lastIsTotal`: the last row is the sale's total (the view's totals end with it), shown larger. */
function Rows({ rows, label, className, lastIsTotal }: { rows: CustomerDisplayRow[]; label: string; className?: string; lastIsTotal?: boolean }) {
  if (rows.length === 0) return null;
  return (
    <dl className={`cd-rows ${className ?? ''}`} aria-label={label}>
      {rows.map((row, i) => (
        <div key={`${row.label}-${i}`} className={lastIsTotal && i === rows.length - 1 ? 'cd-row cd-total' : 'cd-row'}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

function Sale({ view, say }: { view: CustomerDisplayView; say: Sayer }) {
  const last = useRef<HTMLLIElement | null>(null);
  const count = view.lines.length;
  useEffect(() => {
    last.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  return (
    <div className="cd-sale">
      <section className="cd-lines" aria-labelledby="cd-lines-title">
        <h2 id="cd-lines-title" className="cd-label">
          {say(messages.yourItems)}
        </h2>
        <ul>
          {view.lines.map((line, i) => (
            <Line key={line.key} line={line} {...(i === count - 1 ? { lineRef: last } : {})} />
          ))}
        </ul>
      </section>
      <section className="cd-side" aria-label={say(messages.totals)}>
        <Rows rows={view.totals} label={say(messages.totals)} lastIsTotal />
        <Rows rows={view.paid} label={say(messages.paid)} className="cd-paid" />
        {view.left ? (
          <p className="cd-left">
            <span>{say(messages.leftToPay)}</span> <strong>{view.left}</strong>
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Thanks({ view, say }: { view: CustomerDisplayView; say: Sayer }) {
  const count = view.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <div className="cd-thanks" role="status">
      <h2>{say(messages.thanks)}</h2>
      <div className="cd-side">
        <Rows rows={view.totals.slice(-1)} label={say(messages.total)} lastIsTotal />
        <Rows rows={view.paid} label={say(messages.paid)} className="cd-paid" />
        {view.change ? (
          <p className="cd-change">
            <span>{say(messages.change)}</span> <strong>{view.change}</strong>
          </p>
        ) : null}
      </div>
      <p className="cd-muted">{view.storeName ? say(messages.itemsAt, { count, store: view.storeName }) : say(messages.items, { count })}</p>
    </div>
  );
}

export function CustomerDisplay() {
  const [view, setView] = useState<CustomerDisplayView | null>(null);
  const [unreachable] = useState(() => !displayReachable());
  const say = useStoreLanguage(view?.locale ?? 'en');
  useEffect(() => subscribeToDisplay(setView) ?? undefined, []);

  const screen = view?.screen ?? 'welcome';
  return (
    <main className={`cd cd-screen-${screen}`}>
      <header className="cd-header">
        <h1>{view?.storeName || say(messages.welcome)}</h1>
        {view?.sample ? <span className="cd-sample">{say(messages.test)}</span> : null}
        {view?.servedBy && screen !== 'welcome' ? <span className="cd-served">{say(messages.servedBy, { name: view.servedBy })}</span> : null}
      </header>
      {screen === 'welcome' || !view ? (
        <div className="cd-welcome">
          <p className="cd-hello">{view?.storeName ? say(messages.welcomeTo, { store: view.storeName }) : say(messages.welcome)}</p>
          <p className="cd-muted">{say(unreachable ? messages.notConnected : messages.willShow)}</p>
        </div>
      ) : screen === 'thanks' ? (
        <Thanks view={view} say={say} />
      ) : (
        <Sale view={view} say={say} />
      )}
    </main>
  );
}
