/** Pay cash into or out of the open shift's drawer, with a reason; what it did is said in words. */
import { useState } from 'react';
import type { ShiftStatus } from '../../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../../shared/money.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { ErrorLine } from './ErrorLine.js';

export function PayInOutPanel({ currency, idPrefix, onStatus }: { currency: string; idPrefix: string; onStatus(status: ShiftStatus): void }) {
  const [movement, setMovement] = useState({ amount: '', reason: '' });
  /** What the last pay in or out did, in words (said on screen and to screen readers). */
  const [moved, setMoved] = useState<string | null>(null);
  const moving = useAction();
  const move = (kind: 'payIn' | 'payOut') =>
    void moving.run(async () => {
      setMoved(null);
      const amount = movement.amount.trim();
      const reason = movement.reason.trim();
      const next = await pos().shift[kind]({ amount, reason });
      onStatus(next);
      setMovement({ amount: '', reason: '' });
      const words = `${kind === 'payIn' ? 'Paid in' : 'Paid out'} ${moneyWords(toCents(amount), currency)}${reason ? ` (${reason})` : ''}.`;
      const holds = next.report?.cash.expected;
      setMoved(holds != null ? `${words} The drawer should now hold ${moneyWords(toCents(holds), currency)}.` : words);
    });
  return (
    <div className="card drawer-movement">
      <fieldset>
        <legend>Pay in or out</legend>
        <div className="field">
          <label htmlFor={`${idPrefix}-amount`}>Amount</label>
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
          <label htmlFor={`${idPrefix}-reason`}>Reason</label>
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
            Pay in
          </button>
          <button type="button" className="btn" disabled={moving.busy} onClick={() => move('payOut')}>
            Pay out
          </button>
        </div>
      </fieldset>
    </div>
  );
}
