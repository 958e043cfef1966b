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
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  discountSale: { id: 'sell.discount.discountSale', defaultMessage: 'Discount the sale' },
  discountLine: { id: 'sell.discount.discountLine', defaultMessage: 'Discount {name}' },
  changePrice: { id: 'sell.discount.changePrice', defaultMessage: 'Change the price of {name}' },
  overrideNote: {
    id: 'sell.discount.overrideNote',
    defaultMessage: 'Now {price} each. The store records the new price as an adjustment, with its reason.',
  },
  discountBy: { id: 'sell.discount.discountBy', defaultMessage: 'Discount by' },
  percent: { id: 'sell.discount.percent', defaultMessage: 'Percent %' },
  amount: { id: 'sell.discount.amount', defaultMessage: 'Amount {currency}' },
  newPriceEach: { id: 'sell.discount.newPriceEach', defaultMessage: 'New price each' },
  percentOff: { id: 'sell.discount.percentOff', defaultMessage: 'Percent off' },
  amountOff: { id: 'sell.discount.amountOff', defaultMessage: 'Amount off' },
  keypad: { id: 'sell.discount.keypad', defaultMessage: 'Keypad for the discount' },
  reason: { id: 'sell.discount.reason', defaultMessage: 'Reason' },
  takeBack: { id: 'sell.discount.takeBack', defaultMessage: 'Take back' },
  cancel: { id: 'sell.discount.cancel', defaultMessage: 'Cancel' },
  asking: { id: 'sell.discount.asking', defaultMessage: 'Asking the store…' },
  setPrice: { id: 'sell.discount.setPrice', defaultMessage: 'Set price' },
  giveDiscount: { id: 'sell.discount.giveDiscount', defaultMessage: 'Give discount' },
});

const titleOf = (target: DiscountTarget) =>
  target.kind === 'sale'
    ? { message: messages.discountSale, values: {} }
    : { message: target.kind === 'line' ? messages.discountLine : messages.changePrice, values: { name: target.name } };

export function DiscountDialog({ target }: { target: DiscountTarget }) {
  const ref = useModalDialog();
  const words = useWords();
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
        <h2 id={titleId}>{words.formatMessage(titleOf(target).message, titleOf(target).values)}</h2>
        {target.kind === 'override' && <p className="muted">{words.formatMessage(messages.overrideNote, { price: target.price })}</p>}
        <div className="discount-columns">
          <div className="discount-amount">
            {!override && (
              <div className="segmented" role="group" aria-label={words.formatMessage(messages.discountBy)}>
                <button type="button" className="btn btn-touch" aria-pressed={by === 'percent'} onClick={() => setBy('percent')}>
                  {words.formatMessage(messages.percent)}
                </button>
                <button type="button" className="btn btn-touch" aria-pressed={by === 'amount'} onClick={() => setBy('amount')}>
                  {words.formatMessage(messages.amount, { currency: cart?.currency ?? '' })}
                </button>
              </div>
            )}
            <label className="field" htmlFor={valueId}>
              <span>{words.formatMessage(override ? messages.newPriceEach : by === 'percent' ? messages.percentOff : messages.amountOff)}</span>
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
            <NumericKeypad label={words.formatMessage(messages.keypad)} decimal maxLength={10} value={value} onChange={setValue} disabled={busy} />
          </div>
          <fieldset className="discount-reasons">
            <legend>{words.formatMessage(messages.reason)}</legend>
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
              {words.formatMessage(messages.takeBack)}
            </button>
          )}
          <button type="button" className="btn btn-touch" onClick={close}>
            {words.formatMessage(messages.cancel)}
          </button>
          <button type="submit" className="btn btn-primary btn-touch" disabled={!ready}>
            {words.formatMessage(busy ? messages.asking : override ? messages.setPrice : messages.giveDiscount)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
