/**
 * The Receipt screen's "Email receipt": the clerk types the customer's email, the order is given
 * it through the store's admin client and the store sends its confirmation again (the till mails
 * nothing itself). What the store said, or why not, is shown in words under the actions; a typed
 * address that is not one stays in the dialog with the reason. An offline sale has no order at the
 * store yet: the button says so instead.
 */
import { useId, useState } from 'react';
import type { Receipt } from '../../../shared/bridge/bridge.js';
import { checkReceiptEmail } from '../../../shared/sale/receipt-email.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'checkout.emailReceipt.title', defaultMessage: 'Email receipt' },
  explain: { id: 'checkout.emailReceipt.explain', defaultMessage: 'The store emails its receipt of order {orderNumber} to this address.' },
  email: { id: 'checkout.emailReceipt.email', defaultMessage: 'Customer’s email' },
  cancel: { id: 'checkout.emailReceipt.cancel', defaultMessage: 'Cancel' },
  sending: { id: 'checkout.emailReceipt.sending', defaultMessage: 'Sending…' },
  send: { id: 'checkout.emailReceipt.send', defaultMessage: 'Send receipt' },
  offline: {
    id: 'checkout.emailReceipt.offline',
    defaultMessage: 'An offline sale is emailed by the store once it has the order: email it from Orders when the sale is placed there.',
  },
});

function EmailReceiptDialog({ orderNumber, onDone }: { orderNumber: string; onDone: (said: string | null) => void }) {
  const ref = useModalDialog();
  const words = useWords();
  const titleId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const checked = checkReceiptEmail(typed);
    if (!checked.ok) return setError(sayWords(checked.message));
    setBusy(true);
    setError(null);
    try {
      onDone(sayWords((await pos().mail.emailReceipt(orderNumber, checked.email)).message));
    } catch (e) {
      setError(shownError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog board-action-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onDone(null);
      }}
    >
      <form
        className="board-action-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <h2 id={titleId}>{words.formatMessage(messages.title)}</h2>
        <p>{words.formatMessage(messages.explain, { orderNumber: <bdi dir="ltr">{orderNumber}</bdi> })}</p>
        <label className="field">
          <span>{words.formatMessage(messages.email)}</span>
          <input
            type="email"
            inputMode="email"
            value={typed}
            maxLength={320}
            autoFocus
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <div id={errorId} role="alert">
          {error && <div className="banner banner-error">{error}</div>}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-touch" onClick={() => onDone(null)} disabled={busy}>
            {words.formatMessage(messages.cancel)}
          </button>
          <button type="submit" className="btn btn-primary btn-touch" disabled={busy || typed.trim() === ''}>
            {words.formatMessage(busy ? messages.sending : messages.send)}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The button among the receipt's actions, its dialog, and what the store said (shown by `onSaid`). */
export function EmailReceiptButton({ receipt, onSaid }: { receipt: Receipt; onSaid: (said: string) => void }) {
  const [open, setOpen] = useState(false);
  const words = useWords();
  if (receipt.offline) {
    return (
      <button type="button" className="btn" onClick={() => onSaid(words.formatMessage(messages.offline))}>
        {words.formatMessage(messages.title)}
      </button>
    );
  }
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {words.formatMessage(messages.title)}
      </button>
      {open && (
        <EmailReceiptDialog
          orderNumber={receipt.order.number}
          onDone={(said) => {
            setOpen(false);
            if (said) onSaid(said);
          }}
        />
      )}
    </>
  );
}
