/**
 * Settings → "Demo store outbox", only while the store in use is the demo store: the mails it
 * would have sent (it has no mail server), newest first, for a trainer to read. Each shows who it
 * was to, its subject and when, and opens to its plain text. Read again with Refresh; narrowed to
 * one address when one is typed. Read through the admin client, as a real store's admin would show them.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { DemoOutbox, StoreMail } from '../../../shared/sale/email-receipt-calls.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { shownError } from '../../shell/errors.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useAction } from '../../ui/use-action.js';
import { dateTime } from '../../ui/words/format-time.js';
import '../../styles/email-receipts.css';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const KIND_WORDS: Record<string, MessageDeclaration> = defineMessages({
  order_confirmation: { id: 'mail.outbox.orderConfirmation', defaultMessage: 'Order confirmation' },
  order_confirmation_resent: { id: 'mail.outbox.confirmationResent', defaultMessage: 'Confirmation sent again' },
  order_canceled: { id: 'mail.outbox.orderCanceled', defaultMessage: 'Order canceled' },
  shipment_shipped: { id: 'mail.outbox.shipmentShipped', defaultMessage: 'Shipment shipped' },
  reimbursement_processed: { id: 'mail.outbox.refund', defaultMessage: 'Refund' },
});

const messages = defineMessages({
  title: { id: 'mail.outbox.title', defaultMessage: 'Demo store outbox' },
  explain: {
    id: 'mail.outbox.explain',
    defaultMessage:
      'The mails the demo store would have sent to customers: the till never mails anyone itself. A real store sends its order confirmation when an order is placed, and mails when it is canceled, shipped or refunded.',
  },
  to: { id: 'mail.outbox.to', defaultMessage: 'To' },
  everyAddress: { id: 'mail.outbox.everyAddress', defaultMessage: 'Every address' },
  reading: { id: 'mail.outbox.reading', defaultMessage: 'Reading…' },
  refresh: { id: 'mail.outbox.refresh', defaultMessage: 'Refresh' },
  noMailsTo: { id: 'mail.outbox.noMailsTo', defaultMessage: 'No mails to {email}.' },
  noMailsYet: { id: 'mail.outbox.noMailsYet', defaultMessage: 'No mails yet.' },
  list: { id: 'mail.outbox.list', defaultMessage: 'Mails, newest first' },
  mailTo: { id: 'mail.outbox.mailTo', defaultMessage: '<k>{kind}</k> to <strong>{to}</strong>' },
  orderAt: { id: 'mail.outbox.orderAt', defaultMessage: '· order {orderNumber} · {sentAt}' },
});

function Outbox() {
  const [mails, setMails] = useState<StoreMail[] | null>(null);
  const [filter, setFilter] = useState('');
  const action = useAction();
  const words = useWords();

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
      <h2 id="outbox-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.explain)}</p>
      {action.error && <ErrorBanner message={action.error.message} onDismiss={() => action.setError(null)} />}
      <form
        className="outbox-filter"
        onSubmit={(e) => {
          e.preventDefault();
          void read(filter);
        }}
      >
        <label className="field">
          <span>{words.formatMessage(messages.to)}</span>
          <input
            type="email"
            value={filter}
            placeholder={words.formatMessage(messages.everyAddress)}
            autoComplete="off"
            onChange={(e) => setFilter(e.target.value)}
          />
        </label>
        <button type="submit" className="btn" disabled={action.busy}>
          {words.formatMessage(action.busy ? messages.reading : messages.refresh)}
        </button>
      </form>
      {mails !== null && mails.length === 0 && (
        <p className="empty">{filter.trim() ? words.formatMessage(messages.noMailsTo, { email: filter.trim() }) : words.formatMessage(messages.noMailsYet)}</p>
      )}
      {mails !== null && mails.length > 0 && (
        <ul className="outbox-list" aria-label={words.formatMessage(messages.list)}>
          {mails.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  {words.formatMessage(messages.mailTo, {
                    kind: KIND_WORDS[mail.kind] ? words.formatMessage(KIND_WORDS[mail.kind]!) : mail.kind,
                    to: mail.to,
                    strong: (chunks: ReactNode[]) => <strong dir="ltr">{chunks}</strong>,
                    k: (chunks: ReactNode[]) => <span className="outbox-kind">{chunks}</span>,
                  })}
                  <span className="muted"> {words.formatMessage(messages.orderAt, { orderNumber: mail.orderNumber, sentAt: dateTime(mail.sentAt) })}</span>
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
