/** Pay cash into or out of the open shift's drawer, with a reason; what it did is said in words. */
import { useState } from 'react';
import type { ShiftStatus } from '../../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../../shared/money.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { ErrorLine } from './ErrorLine.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  paid: { id: 'shift.payInOut.paid', defaultMessage: '{kind, select, payIn {Paid in} other {Paid out}} {amount}.' },
  paidWhy: { id: 'shift.payInOut.paidWhy', defaultMessage: '{kind, select, payIn {Paid in} other {Paid out}} {amount} ({reason}).' },
  holds: { id: 'shift.payInOut.holds', defaultMessage: '{paid} The drawer should now hold {amount}.' },
  legend: { id: 'shift.payInOut.legend', defaultMessage: 'Pay in or out' },
  amount: { id: 'shift.payInOut.amount', defaultMessage: 'Amount' },
  reason: { id: 'shift.payInOut.reason', defaultMessage: 'Reason' },
  payIn: { id: 'shift.payInOut.payIn', defaultMessage: 'Pay in' },
  payOut: { id: 'shift.payInOut.payOut', defaultMessage: 'Pay out' },
});

export function PayInOutPanel({ currency, idPrefix, onStatus }: { currency: string; idPrefix: string; onStatus(status: ShiftStatus): void }) {
  const [movement, setMovement] = useState({ amount: '', reason: '' });
  /** What the last pay in or out did, in words (said on screen and to screen readers). */
  const [moved, setMoved] = useState<string | null>(null);
  const moving = useAction();
  const words = useWords();
  const move = (kind: 'payIn' | 'payOut') =>
    void moving.run(async () => {
      setMoved(null);
      const amount = movement.amount.trim();
      const reason = movement.reason.trim();
      const next = await pos().shift[kind]({ amount, reason });
      onStatus(next);
      setMovement({ amount: '', reason: '' });
      const paid = words.formatMessage(reason ? messages.paidWhy : messages.paid, { kind, amount: moneyWords(toCents(amount), currency), reason });
      const holds = next.report?.cash.expected;
      setMoved(holds != null ? words.formatMessage(messages.holds, { paid, amount: moneyWords(toCents(holds), currency) }) : paid);
    });
  return (
    <div className="card drawer-movement">
      <fieldset>
        <legend>{words.formatMessage(messages.legend)}</legend>
        <div className="field">
          <label htmlFor={`${idPrefix}-amount`}>{words.formatMessage(messages.amount)}</label>
          <input
            id={`${idPrefix}-amount`}
            className="num"
            inputMode="decimal"
            autoComplete="off"
            value={movement.amount}
            onChange={(e) => setMovement({ ...movement, amount: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-reason`}>{words.formatMessage(messages.reason)}</label>
          <input
            id={`${idPrefix}-reason`}
            maxLength={120}
            autoComplete="off"
            value={movement.reason}
            onChange={(e) => setMovement({ ...movement, reason: e.target.value })}
          />
        </div>
        <ErrorLine message={moving.error?.message} />
        <p className="drawer-moved" role="status">
          {moved}
        </p>
        <div className="form-actions">
          <button type="button" className="btn" disabled={moving.busy} onClick={() => move('payIn')}>
            {words.formatMessage(messages.payIn)}
          </button>
          <button type="button" className="btn" disabled={moving.busy} onClick={() => move('payOut')}>
            {words.formatMessage(messages.payOut)}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
