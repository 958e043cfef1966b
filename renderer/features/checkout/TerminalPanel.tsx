/**
 * The card terminal while it waits for a card: "Present card…" with the amount, and on the demo
 * store's simulated terminal the customer's side for training (approve, decline, time out, the
 * customer cancels, or a test card number). A modal dialog: the focus stays inside, Escape is
 * the customer cancelling.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import type { TerminalState } from '../../../shared/bridge/bridge.js';
import { PosError } from '../../../shared/bridge/bridge-client.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

type Choice = 'approve' | 'decline' | 'timeout' | 'cancel';

const CHOICE_WORDS = defineMessages<Choice>({
  approve: { id: 'checkout.terminal.approve', defaultMessage: 'Approve' },
  decline: { id: 'checkout.terminal.decline', defaultMessage: 'Decline' },
  timeout: { id: 'checkout.terminal.timeout', defaultMessage: 'Time out' },
  cancel: { id: 'checkout.terminal.cancel', defaultMessage: 'Customer cancels' },
});
const CHOICES: Choice[] = ['approve', 'decline', 'timeout', 'cancel'];

const messages = defineMessages({
  notTaken: { id: 'checkout.terminal.notTaken', defaultMessage: 'The terminal did not take that.' },
  title: { id: 'checkout.terminal.title', defaultMessage: 'Card terminal' },
  present: { id: 'checkout.terminal.present', defaultMessage: 'Present card… <strong>{amount}</strong>' },
  customer: { id: 'checkout.terminal.customer', defaultMessage: 'The customer at the terminal (training)' },
  testCard: { id: 'checkout.terminal.testCard', defaultMessage: 'Test card number' },
  testCardHint: { id: 'checkout.terminal.testCardHint', defaultMessage: '4242 4242 4242 4242 approves; 4000 0000 0000 0002 is declined by the store.' },
  presentTestCard: { id: 'checkout.terminal.presentTestCard', defaultMessage: 'Present test card' },
});

export default function TerminalPanel({ amountText }: { amountText: string }) {
  const ref = useModalDialog();
  const titleId = useId();
  const words = useWords();
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
      setError(e instanceof PosError ? e.message : words.formatMessage(messages.notTaken));
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
        <h2 id={titleId}>{words.formatMessage(messages.title)}</h2>
        <p className="terminal-prompt" role="status">
          {words.formatMessage(messages.present, { amount: amountText, strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> })}
        </p>
        {terminal && <p className="muted">{terminal.name}</p>}
        {terminal?.simulated && (
          <>
            <div className="terminal-choices" role="group" aria-label={words.formatMessage(messages.customer)}>
              {CHOICES.map((choice) => (
                <button key={choice} type="button" className="btn" onClick={() => void play(() => pos().terminal.simulate(choice))}>
                  {words.formatMessage(CHOICE_WORDS[choice])}
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
                label={words.formatMessage(messages.testCard)}
                hint={words.formatMessage(messages.testCardHint)}
                inputMode="numeric"
                autoComplete="off"
                value={cardNumber}
                error={error}
                onChange={(e) => setCardNumber(e.target.value)}
              />
              <button type="submit" className="btn" disabled={!cardNumber.trim()}>
                {words.formatMessage(messages.presentTestCard)}
              </button>
            </form>
          </>
        )}
      </div>
    </dialog>
  );
}
