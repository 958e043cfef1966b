/**
 * The Card tab: the amount to charge, Present card at the demo terminal, or the token the card
 * terminal printed with the name on the card (and, optionally, its last digits).
 */
import type { TenderPlan } from '../../../../shared/sale/tenders.js';
import { Field } from '../../../ui/Field.js';
import { useApp } from '../../../shell/app.js';
import { reasonsFor } from '../../../shell/errors.js';
import { AT_TERMINAL, useSale } from '../../sell/sale.js';
import type { TenderStep } from '../../sell/sale-state.js';
import { defineMessages, sayWords } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  amount: { id: 'checkout.card.amount', defaultMessage: 'Amount to charge' },
  present: { id: 'checkout.card.present', defaultMessage: 'Present card · {amount}' },
  token: { id: 'checkout.card.token', defaultMessage: 'Card token' },
  tokenHintDemo: { id: 'checkout.card.tokenHintDemo', defaultMessage: 'Printed by the card terminal. Demo store: tok_visa approves, tok_decline declines.' },
  tokenHint: { id: 'checkout.card.tokenHint', defaultMessage: 'Printed by the card terminal.' },
  name: { id: 'checkout.card.name', defaultMessage: 'Name on card' },
  lastDigits: { id: 'checkout.card.lastDigits', defaultMessage: 'Last 4 digits (optional)' },
  back: { id: 'checkout.card.back', defaultMessage: 'Back' },
  charging: { id: 'checkout.card.charging', defaultMessage: 'Charging card…' },
  charge: { id: 'checkout.card.charge', defaultMessage: 'Charge card' },
});

export interface CardEntry {
  token: string;
  name: string;
  lastDigits: string;
}

export const EMPTY_CARD: CardEntry = { token: '', name: '', lastDigits: '' };

export interface CardTenderProps {
  amount: string;
  onAmount(value: string): void;
  plan: TenderPlan;
  card: CardEntry;
  onCard(card: CardEntry): void;
  money(amount: string): string;
  onPresent(): void;
  onBack(): void;
  after(step: TenderStep): void;
}

export function CardTender({ amount, onAmount, plan, card, onCard, money, onPresent, onBack, after }: CardTenderProps) {
  const busy = useSale((s) => s.busy);
  const error = useSale((s) => s.error);
  const tenderCard = useSale((s) => s.tenderCard);
  const info = useApp((s) => s.info);
  const fe = error?.fieldErrors ?? null;
  const words = useWords();
  return (
    <div className="card-tender">
      <Field
        label={words.formatMessage(messages.amount)}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => onAmount(e.target.value.trim())}
        error={amount && !plan.ok ? sayWords(plan.words) : reasonsFor(fe, 'amount')}
      />
      {info?.mode === 'demo' && (
        <div className="form-actions form-actions-start">
          <button type="button" className="btn btn-primary" disabled={!plan.ok || busy !== null} onClick={onPresent}>
            {words.formatMessage(messages.present, { amount: plan.ok ? money(plan.apply) : '—' })}
          </button>
        </div>
      )}
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (!card.token.trim() || !card.name.trim() || !plan.ok) return;
          const digits = card.lastDigits.trim();
          const step = await tenderCard({
            token: card.token.trim(),
            name: card.name.trim(),
            amount: plan.apply,
            ...(digits ? { lastDigits: digits } : {}),
          });
          if (step) onCard(EMPTY_CARD);
          after(step);
        }}
      >
        <Field
          label={words.formatMessage(messages.token)}
          hint={words.formatMessage(info?.mode === 'demo' ? messages.tokenHintDemo : messages.tokenHint)}
          autoComplete="off"
          value={card.token}
          onChange={(e) => onCard({ ...card, token: e.target.value })}
        />
        <div className="row">
          <Field label={words.formatMessage(messages.name)} autoComplete="off" value={card.name} onChange={(e) => onCard({ ...card, name: e.target.value })} />
          <Field
            label={words.formatMessage(messages.lastDigits)}
            inputMode="numeric"
            maxLength={4}
            value={card.lastDigits}
            onChange={(e) => onCard({ ...card, lastDigits: e.target.value.replace(/\D/g, '') })}
          />
        </div>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            {words.formatMessage(messages.back)}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!card.token.trim() || !card.name.trim() || !plan.ok || busy !== null}>
            {words.formatMessage(busy && busy !== AT_TERMINAL ? messages.charging : messages.charge)}
          </button>
        </div>
      </form>
    </div>
  );
}
