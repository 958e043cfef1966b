/**
 * The card terminal while it waits for a card: "Present card…" with the amount, and on the demo
 * store's simulated terminal the customer's side for training (approve, decline, time out, the
 * customer cancels, or a test card number). A modal dialog: the focus stays inside, Escape is
 * the customer cancelling.
 */
import { useEffect, useId, useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import type { TerminalState } from '../../../shared/bridge/bridge.js';
import { PosError } from '../../../shared/bridge/bridge-client.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';

type Choice = 'approve' | 'decline' | 'timeout' | 'cancel';

const CHOICES: { choice: Choice; label: string }[] = [
  { choice: 'approve', label: 'Approve' },
  { choice: 'decline', label: 'Decline' },
  { choice: 'timeout', label: 'Time out' },
  { choice: 'cancel', label: 'Customer cancels' },
];

export default function TerminalPanel({ amountText }: { amountText: string }) {
  const ref = useModalDialog();
  const titleId = useId();
  const [terminal, setTerminal] = useState<TerminalState | null>(null);
  const [cardNumber, setCardNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void pos()
      .terminal.state()
      .then(setTerminal, () => undefined);
  }, []);

  const play = async (work: () => Promise<TerminalState>) => {
    setError(null);
    try {
      setTerminal(await work());
    } catch (e) {
      setError(e instanceof PosError ? e.message : 'The terminal did not take that.');
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog terminal-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (terminal?.simulated) void play(() => pos().terminal.simulate('cancel'));
      }}
    >
      <div className="terminal-body">
        <h2 id={titleId}>Card terminal</h2>
        <p className="terminal-prompt" role="status">
          Present card… <strong>{amountText}</strong>
        </p>
        {terminal && <p className="muted">{terminal.name}</p>}
        {terminal?.simulated && (
          <>
            <div className="terminal-choices" role="group" aria-label="The customer at the terminal (training)">
              {CHOICES.map(({ choice, label }) => (
                <button key={choice} type="button" className="btn" onClick={() => void play(() => pos().terminal.simulate(choice))}>
                  {label}
                </button>
              ))}
            </div>
            <form
              className="terminal-card"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (cardNumber.trim()) void play(() => pos().terminal.simulateCard(cardNumber.trim()));
              }}
            >
              <Field
                label="Test card number"
                hint="4242 4242 4242 4242 approves; 4000 0000 0000 0002 is declined by the store."
                inputMode="numeric"
                autoComplete="off"
                value={cardNumber}
                error={error}
                onChange={(e) => setCardNumber(e.target.value)}
              />
              <button type="submit" className="btn" disabled={!cardNumber.trim()}>
                Present test card
              </button>
            </form>
          </>
        )}
      </div>
    </dialog>
  );
}
