/**
 * "Manager approval": a call was refused for want of a right of the person on the till's role. A
 * manager (or whoever's role holds that right: the dialog names them) enters their PIN here (typed or on the keypad) for the action it names (its method and
 * record go with the PIN); the call is then made once more. Esc or Cancel does nothing. The main
 * process lets that one call through, by the same person, within 2 minutes.
 */
import { useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { pos } from '../../bridge/pos.js';
import { useApproval } from './approval.js';
import { shownError } from '../../shell/errors.js';
import { PinEntry } from './PinEntry.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'staff.approval.title', defaultMessage: 'Manager approval' },
  mustApprove: { id: 'staff.approval.mustApprove', defaultMessage: '{approvers} must approve: <strong>{action}</strong>.' },
  aManager: { id: 'staff.approval.aManager', defaultMessage: 'A manager' },
  nothingWaiting: { id: 'staff.approval.nothingWaiting', defaultMessage: 'Nothing is waiting for a manager’s approval.' },
  pinLabel: { id: 'staff.approval.pinLabel', defaultMessage: 'Manager PIN' },
  approve: { id: 'staff.approval.approve', defaultMessage: 'Approve' },
  cancel: { id: 'staff.approval.cancel', defaultMessage: 'Cancel' },
});

export function ManagerApprovalDialog({ action }: { action: string }) {
  const settle = useApproval((s) => s.settle);
  const request = useApproval((s) => s.request);
  const approvers = useApproval((s) => s.approvers);
  const ref = useModalDialog();
  const words = useWords();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const approve = async (pin: string) => {
    setBusy(true);
    setError(null);
    try {
      if (!request) throw new Error(words.formatMessage(messages.nothingWaiting));
      await pos().staff.approve(pin, request);
      settle(true);
    } catch (e) {
      setError(shownError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog approval-dialog"
      aria-labelledby="approval-title"
      aria-describedby="approval-action"
      onCancel={(e) => {
        e.preventDefault();
        settle(false);
      }}
    >
      <div className="dialog-body">
        <h2 id="approval-title">{words.formatMessage(messages.title)}</h2>
        <p id="approval-action">
          {words.formatMessage(messages.mustApprove, {
            approvers: approvers ? approvers.charAt(0).toUpperCase() + approvers.slice(1) : words.formatMessage(messages.aManager),
            action: action.replace(/\.$/, ''),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <PinEntry
          label={words.formatMessage(messages.pinLabel)}
          submitLabel={words.formatMessage(messages.approve)}
          onSubmit={approve}
          busy={busy}
          error={error}
          autoFocus
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={() => settle(false)}>
          {words.formatMessage(messages.cancel)} <kbd>Esc</kbd> {/* not-words: a key's name */}
        </button>
      </div>
    </dialog>
  );
}
