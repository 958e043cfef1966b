import { sentenceCase } from './words/sentence-case.js';

/** An order, payment or shipment state as a coloured word, in sentence case ("Balance due"). */
const TONES: Record<string, string> = {
  complete: 'ok',
  paid: 'ok',
  shipped: 'info',
  delivered: 'ok',
  ready: 'info',
  pending: 'neutral',
  backorder: 'warn',
  partial: 'warn',
  balance_due: 'warn',
  failed: 'bad',
  void: 'bad',
  canceled: 'bad',
  credit_owed: 'warn',
  returned: 'info',
  awaiting: 'warn',
  received: 'ok',
};

export function StatusBadge({ value }: { value: string | null }) {
  if (!value) return <span className="badge badge-neutral">—</span>;
  return <span className={`badge badge-${TONES[value] ?? 'neutral'}`}>{sentenceCase(value)}</span>;
}
