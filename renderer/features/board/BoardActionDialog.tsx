/**
 * Confirming one action on an order of the store: what it does (and that it cannot be undone),
 * the reason, or the carrier and tracking number, where the action takes them; the store's
 * refusal is shown here in its words and the dialog stays open. Enter confirms, Esc cancels.
 */
import { useId, useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';

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
  const titleId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (request.asks === 'reason' && !reason.trim()) return setError('Give a reason: it is kept in the till’s journal.');
    if (request.asks === 'tracking' && (!carrier.trim() || !tracking.trim())) return setError('Enter the carrier and the tracking number.');
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
            <span>Reason</span>
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
              <span>Carrier</span>
              <input
                type="text"
                value={carrier}
                maxLength={60}
                autoFocus
                autoComplete="off"
                placeholder="e.g. UPS"
                aria-describedby={described}
                onChange={(e) => setCarrier(e.target.value)}
              />
            </label>
            <label className="field">
              <span>Tracking number</span>
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
            Go back
          </button>
          <button type="submit" className="btn btn-primary btn-touch" disabled={busy} autoFocus={request.asks === 'nothing'}>
            {busy ? 'Asking the store…' : request.confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
