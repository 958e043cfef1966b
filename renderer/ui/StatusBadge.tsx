import { useWords } from '../i18n/use-words.js';
import { stateWords } from './words/state-words.js';

/** An order, payment or shipment state as a coloured word in the screen's language, in sentence case ("Balance due"). */
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
  const words = useWords();
  if (!value) return <span className="badge badge-neutral">—</span>;
  const said = stateWords(words, value);
  return <span className={`badge badge-${TONES[value] ?? 'neutral'}`}>{said.charAt(0).toLocaleUpperCase(words.locale) + said.slice(1)}</span>;
}
