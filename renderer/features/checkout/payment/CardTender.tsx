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
  return (
    <div className="card-tender">
      <Field
        label="Amount to charge"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => onAmount(e.target.value.trim())}
        error={amount && !plan.ok ? plan.message : reasonsFor(fe, 'amount')}
      />
      {info?.mode === 'demo' && (
        <div className="form-actions form-actions-start">
          <button type="button" className="btn btn-primary" disabled={!plan.ok || busy !== null} onClick={onPresent}>
            Present card · {plan.ok ? money(plan.apply) : '—'}
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
          label="Card token"
          hint={info?.mode === 'demo' ? 'Printed by the card terminal. Demo store: tok_visa approves, tok_decline declines.' : 'Printed by the card terminal.'}
          autoComplete="off"
          value={card.token}
          onChange={(e) => onCard({ ...card, token: e.target.value })}
        />
        <div className="row">
          <Field label="Name on card" autoComplete="off" value={card.name} onChange={(e) => onCard({ ...card, name: e.target.value })} />
          <Field
            label="Last 4 digits (optional)"
            inputMode="numeric"
            maxLength={4}
            value={card.lastDigits}
            onChange={(e) => onCard({ ...card, lastDigits: e.target.value.replace(/\D/g, '') })}
          />
        </div>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="btn btn-primary" disabled={!card.token.trim() || !card.name.trim() || !plan.ok || busy !== null}>
            {busy && busy !== AT_TERMINAL ? 'Charging card…' : 'Charge card'}
          </button>
        </div>
      </form>
    </div>
  );
}
