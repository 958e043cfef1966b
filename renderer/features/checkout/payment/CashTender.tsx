/**
 * The Cash tab: quick keys for the notes above what is due, the amount tendered (typed or on the
 * keypad), and the change due or what is left to pay when the cash pays part.
 */
import type { ReactNode, RefObject } from 'react';
import { fromCents, moneyWords, toCents } from '../../../../shared/money.js';
import type { TenderPlan } from '../../../../shared/sale/tenders.js';
import { Field } from '../../../ui/Field.js';
import { NumericKeypad } from '../../../ui/NumericKeypad.js';
import { reasonsFor } from '../../../shell/errors.js';
import { useSale } from '../../sell/sale.js';
import type { TenderStep } from '../../sell/sale-state.js';
import { CashQuickKeys } from '../CashQuickKeys.js';
import { defineMessages, sayWords } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  tendered: { id: 'checkout.cash.tendered', defaultMessage: 'Amount tendered' },
  keypad: { id: 'checkout.cash.keypad', defaultMessage: 'Keypad for cash tendered' },
  paysPart: { id: 'checkout.cash.paysPart', defaultMessage: 'Pays <strong>{amount}</strong> now · {left} left to pay' },
  changeDue: { id: 'checkout.cash.changeDue', defaultMessage: 'Change due <strong>{amount}</strong>' },
  back: { id: 'checkout.cash.back', defaultMessage: 'Back' },
  taking: { id: 'checkout.cash.taking', defaultMessage: 'Taking payment…' },
  take: { id: 'checkout.cash.take', defaultMessage: 'Take cash payment' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export interface CashTenderProps {
  currency: string;
  remainingCents: number;
  tendered: string;
  onTendered(value: string): void;
  plan: TenderPlan;
  exactCash?: RefObject<HTMLButtonElement | null> | undefined;
  onBack(): void;
  after(step: TenderStep): void;
}

export function CashTender({ currency, remainingCents, tendered, onTendered, plan, exactCash, onBack, after }: CashTenderProps) {
  const busy = useSale((s) => s.busy);
  const error = useSale((s) => s.error);
  const tenderCash = useSale((s) => s.tenderCash);
  const fe = error?.fieldErrors ?? null;
  const words = useWords();
  const money = (amount: string) => moneyWords(toCents(amount), currency);
  const takeCash = async () => {
    if (!plan.ok || busy !== null) return;
    after(await tenderCash(fromCents(toCents(tendered))));
  };
  return (
    <form
      noValidate
      className="cash-tender"
      onSubmit={(e) => {
        e.preventDefault();
        void takeCash();
      }}
    >
      <CashQuickKeys
        ref={exactCash}
        dueCents={remainingCents}
        currency={currency}
        disabled={busy !== null}
        onPay={(amount) => void tenderCash(amount).then(after)}
      />
      <div className="cash-entry">
        <Field
          label={words.formatMessage(messages.tendered)}
          inputMode="decimal"
          autoComplete="off"
          value={tendered}
          onChange={(e) => onTendered(e.target.value.trim())}
          error={tendered && !plan.ok ? sayWords(plan.words) : reasonsFor(fe, 'tendered', 'amount')}
        />
        <NumericKeypad label={words.formatMessage(messages.keypad)} decimal maxLength={12} value={tendered} onChange={onTendered} disabled={busy !== null} />
      </div>
      <p className="change-due" aria-live="polite">
        {plan.ok && !plan.covers
          ? words.formatMessage(messages.paysPart, { amount: money(plan.apply), left: money(fromCents(remainingCents - toCents(plan.apply))), strong })
          : words.formatMessage(messages.changeDue, { amount: moneyWords(plan.ok ? toCents(plan.change) : 0, currency), strong })}
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {words.formatMessage(messages.back)}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!plan.ok || busy !== null}>
          {words.formatMessage(busy ? messages.taking : messages.take)}
        </button>
      </div>
    </form>
  );
}
