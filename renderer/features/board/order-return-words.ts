/** An order's returns in a few words for the board: what is still to come back and what came back. */
import type { OrderReturn } from '../../../shared/storefront/types/platform-types.js';

const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

export function orderReturnWords(returns: readonly OrderReturn[]): string | null {
  const live = returns.filter((r) => r.state !== 'canceled');
  if (live.length === 0) return null;
  const awaiting = live.reduce((sum, r) => sum + r.awaiting, 0);
  const received = live.reduce((sum, r) => sum + r.received, 0);
  return [awaiting > 0 ? `return: ${units(awaiting)} awaited` : null, received > 0 ? `${units(received)} returned` : null].filter(Boolean).join(', ') || null;
}
