/**
 * The discount dialog of the Sell screen, for a finger at 1024x768: a percent or an amount off a
 * line or the whole sale, or a line's new price, typed on the keypad; a reason from the manager's
 * list; "Take back" when the line or the sale already has one. Past the clerk's limits the till
 * asks for a manager's PIN (the shell's approval dialog) and the same discount is given once
 * approved. The store's refusals are shown here in its words.
 */
import { useId, useState } from 'react';
import { NumericKeypad } from '../../../ui/NumericKeypad.js';
import { useModalDialog } from '../../../ui/use-modal-dialog.js';
import { useSale } from '../sale.js';
import { useDiscounts, type DiscountTarget } from './discounts.js';
import { useSaleDiscounts } from './use-sale-discounts.js';

const titleOf = (target: DiscountTarget) =>
  target.kind === 'sale' ? 'Discount the sale' : target.kind === 'line' ? `Discount ${target.name}` : `Change the price of ${target.name}`;

export function DiscountDialog({ target }: { target: DiscountTarget }) {
  const ref = useModalDialog();
  const titleId = useId();
  const valueId = useId();
  const [by, setBy] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const reasons = useDiscounts((s) => s.reasons);
  const busy = useDiscounts((s) => s.busy);
  const error = useDiscounts((s) => s.error);
  const close = useDiscounts((s) => s.close);
  const cart = useSale((s) => s.cart);
  const given = useSaleDiscounts(cart);
  const override = target.kind === 'override';
  const canTakeBack =
    target.kind === 'sale' ? given.some((d) => d.kind === 'sale') : given.some((d) => d.lineItemId === target.lineItemId && d.kind !== 'sale');
  const ready = Number(value) > 0 && reason !== null && !busy;

  const submit = () => {
    if (!ready || reason === null) return;
    void useDiscounts.getState().give(override ? { price: value, reason } : { by, value, reason });
  };

  return (
    <dialog
      ref={ref}
      className="dialog discount-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <form
        className="discount-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId}>{titleOf(target)}</h2>
        {target.kind === 'override' && <p className="muted">Now {target.price} each. The store records the new price as an adjustment, with its reason.</p>}
        <div className="discount-columns">
          <div className="discount-amount">
            {!override && (
              <div className="segmented" role="group" aria-label="Discount by">
                <button type="button" className="btn btn-touch" aria-pressed={by === 'percent'} onClick={() => setBy('percent')}>
                  Percent %
                </button>
                <button type="button" className="btn btn-touch" aria-pressed={by === 'amount'} onClick={() => setBy('amount')}>
                  Amount {cart?.currency ?? ''}
                </button>
              </div>
            )}
            <label className="field" htmlFor={valueId}>
              <span>{override ? 'New price each' : by === 'percent' ? 'Percent off' : 'Amount off'}</span>
            </label>
            <input
              id={valueId}
              className="discount-value"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              value={value}
              onChange={(e) => setValue(e.target.value.replace(/[^\d.]/g, ''))}
            />
            <NumericKeypad label="Keypad for the discount" decimal maxLength={10} value={value} onChange={setValue} disabled={busy} />
          </div>
          <fieldset className="discount-reasons">
            <legend>Reason</legend>
            {reasons.map((r) => (
              <button key={r} type="button" className="btn btn-touch" aria-pressed={reason === r} onClick={() => setReason(r)}>
                {r}
              </button>
            ))}
          </fieldset>
        </div>
        <div role="alert" className="discount-error">
          {error && <div className="banner banner-error">{error}</div>}
        </div>
        <div className="dialog-actions">
          {canTakeBack && (
            <button type="button" className="btn btn-danger btn-touch" disabled={busy} onClick={() => void useDiscounts.getState().takeBack()}>
              Take back
            </button>
          )}
          <button type="button" className="btn btn-touch" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary btn-touch" disabled={!ready}>
            {busy ? 'Asking the store…' : override ? 'Set price' : 'Give discount'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
