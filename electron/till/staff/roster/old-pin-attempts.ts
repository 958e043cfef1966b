/**
 * The one count of wrong PINs a version before targets kept for every PIN, read once at the start
 * and moved to the lock screen's count (from when its wait began).
 */
import { waitAfter } from '../pin-attempts.js';
import type { RosterContext } from './roster-context.js';

/** Where a version before targets kept one count for every PIN (read once, then moved to `unlock`). */
const OLD_ATTEMPTS_KEY = 'staff.pinAttempts';

export function moveOldPinAttempts(ctx: RosterContext): void {
  const { settings, now } = ctx;
  const older = settings.get(OLD_ATTEMPTS_KEY) as { failures?: unknown; retryAt?: unknown } | undefined;
  if (!older) return;
  // The count a version before targets kept: its wrong PINs count at the lock screen, from when its wait began.
  const count = typeof older.failures === 'number' ? Math.min(Math.max(0, Math.floor(older.failures)), 50) : 0;
  const at = typeof older.retryAt === 'number' ? older.retryAt - waitAfter(count) : now().getTime();
  if (count > 0) ctx.setFailures({ ...ctx.failures(), unlock: [...(ctx.failures().unlock ?? []), ...Array.from({ length: count }, () => at)] });
  settings.delete(OLD_ATTEMPTS_KEY);
}
