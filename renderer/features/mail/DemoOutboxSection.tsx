/**
 * Settings → "Demo store outbox", only while the store in use is the demo store: the mails it
 * would have sent (it has no mail server), newest first, for a trainer to read. Each shows who it
 * was to, its subject and when, and opens to its plain text. Read again with Refresh; narrowed to
 * one address when one is typed. Read through the admin client, as a real store's admin would show them.
 */
import { useEffect, useState } from 'react';
import type { DemoOutbox, StoreMail } from '../../../shared/sale/email-receipt-calls.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { shownError } from '../../shell/errors.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useAction } from '../../ui/use-action.js';
import { dateTime } from '../../ui/words/format-time.js';
import '../../styles/email-receipts.css';

const KIND_WORDS: Record<string, string> = {
  order_confirmation: 'Order confirmation',
  order_confirmation_resent: 'Confirmation sent again',
  order_canceled: 'Order canceled',
  shipment_shipped: 'Shipment shipped',
  reimbursement_processed: 'Refund',
};

function Outbox() {
  const [mails, setMails] = useState<StoreMail[] | null>(null);
  const [filter, setFilter] = useState('');
  const action = useAction();

  const show = (answer: DemoOutbox) => setMails(answer.available ? answer.mails : []);
  const read = async (email: string) => {
    const answer = await action.run(() => pos().mail.outbox(email.trim() || undefined));
    if (answer) show(answer);
  };
  // Read once as the section opens (a refusal, such as no admin client, is shown in words).
  const { setError } = action;
  useEffect(() => {
    pos()
      .mail.outbox()
      .then((answer) => setMails(answer.available ? answer.mails : []))
      .catch((e: unknown) => setError(shownError(e)));
  }, [setError]);

  return (
    <section className="card settings-card demo-outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title">Demo store outbox</h2>
      <p className="muted">
        The mails the demo store would have sent to customers: the till never mails anyone itself. A real store sends its order confirmation when an order is
        placed, and mails when it is canceled, shipped or refunded.
      </p>
      {action.error && <ErrorBanner message={action.error.message} onDismiss={() => action.setError(null)} />}
      <form
        className="outbox-filter"
        onSubmit={(e) => {
          e.preventDefault();
          void read(filter);
        }}
      >
        <label className="field">
          <span>To</span>
          <input type="email" value={filter} placeholder="Every address" autoComplete="off" onChange={(e) => setFilter(e.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={action.busy}>
          {action.busy ? 'Reading…' : 'Refresh'}
        </button>
      </form>
      {mails !== null && mails.length === 0 && <p className="empty">No mails {filter.trim() ? `to ${filter.trim()}` : 'yet'}.</p>}
      {mails !== null && mails.length > 0 && (
        <ul className="outbox-list" aria-label="Mails, newest first">
          {mails.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  <span className="outbox-kind">{KIND_WORDS[mail.kind] ?? mail.kind}</span> to <strong>{mail.to}</strong>
                  <span className="muted">
                    {' '}
                    · order {mail.orderNumber} · {dateTime(mail.sentAt)}
                  </span>
                </summary>
                <p className="outbox-subject">{mail.subject}</p>
                <pre className="outbox-body">{mail.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Mounted in Settings: the outbox while the store in use is the demo store, nothing otherwise. */
export function DemoOutboxSection() {
  const mode = useApp((s) => s.info?.mode);
  return mode === 'demo' ? <Outbox /> : null;
}
