/**
 * Confirming one action on an order of the store: what it does (and that it cannot be undone),
 * the reason, or the carrier and tracking number, where the action takes them; the store's
 * refusal is shown here in its words and the dialog stays open. Enter confirms, Esc cancels.
 */
import { useId, useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  giveReason: { id: 'board.actionDialog.giveReason', defaultMessage: 'Give a reason: it is kept in the till’s journal.' },
  enterTracking: { id: 'board.actionDialog.enterTracking', defaultMessage: 'Enter the carrier and the tracking number.' },
  reason: { id: 'board.actionDialog.reason', defaultMessage: 'Reason' },
  carrier: { id: 'board.actionDialog.carrier', defaultMessage: 'Carrier' },
  carrierExample: { id: 'board.actionDialog.carrierExample', defaultMessage: 'e.g. UPS' },
  trackingNumber: { id: 'board.actionDialog.trackingNumber', defaultMessage: 'Tracking number' },
  goBack: { id: 'board.actionDialog.goBack', defaultMessage: 'Go back' },
  asking: { id: 'board.actionDialog.asking', defaultMessage: 'Asking the store…' },
});

export interface ActionRequest {
  title: string;
  /** What the action does, in a sentence. */
  explain: string;
  confirmLabel: string;
  /** Fields the action asks for. */
  asks: 'nothing' | 'reason' | 'tracking';
  run(input: { reason: string; carrier: string; tracking: string }): Promise<string | null>;
}

export function BoardActionDialog({ request, onClose }: { request: ActionRequest; onClose: () => void }) {
  const ref = useModalDialog();
  const words = useWords();
  const titleId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (request.asks === 'reason' && !reason.trim()) return setError(words.formatMessage(messages.giveReason));
    if (request.asks === 'tracking' && (!carrier.trim() || !tracking.trim())) return setError(words.formatMessage(messages.enterTracking));
    setBusy(true);
    const refused = await request.run({ reason: reason.trim(), carrier: carrier.trim(), tracking: tracking.trim() });
    setBusy(false);
    if (refused) setError(refused);
    else onClose();
  };

  const described = error ? errorId : undefined;
  return (
    <dialog
      ref={ref}
      className="dialog board-action-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form
        className="board-action-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 id={titleId}>{request.title}</h2>
        <p>{request.explain}</p>
        {request.asks === 'reason' && (
          <label className="field">
            <span>{words.formatMessage(messages.reason)}</span>
            <input
              type="text"
              value={reason}
              maxLength={200}
              autoFocus
              autoComplete="off"
              aria-describedby={described}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        )}
        {request.asks === 'tracking' && (
          <>
            <label className="field">
              <span>{words.formatMessage(messages.carrier)}</span>
              <input
                type="text"
                value={carrier}
                maxLength={60}
                autoFocus
                autoComplete="off"
                placeholder={words.formatMessage(messages.carrierExample)}
                aria-describedby={described}
                onChange={(e) => setCarrier(e.target.value)}
              />
            </label>
            <label className="field">
              <span>{words.formatMessage(messages.trackingNumber)}</span>
              <input
                type="text"
                value={tracking}
                maxLength={100}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={described}
                onChange={(e) => setTracking(e.target.value)}
              />
            </label>
          </>
        )}
        <div id={errorId} role="alert">
          {error && <div className="banner banner-error">{error}</div>}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-touch" onClick={onClose}>
            {words.formatMessage(messages.goBack)}
          </button>
          <button type="submit" className="btn btn-primary btn-touch" disabled={busy} autoFocus={request.asks === 'nothing'}>
            {busy ? words.formatMessage(messages.asking) : request.confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
