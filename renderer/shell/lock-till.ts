/**
 * Locking the till from the page. The till refuses a locked page's changes, so a screen that holds
 * changes back for a moment (the Transfers tab hands its draft on once typing pauses) registers
 * what hands them on, and a lock waits for that first: nothing typed just before a lock is lost.
 */
import type { TillStaffState } from '../../shared/bridge/bridge.js';
import { pos } from '../bridge/pos.js';

type HandOn = () => Promise<void>;

const beforeLock = new Set<HandOn>();

/** While a screen is open: `handOn` runs (and is waited for) before the till locks. Answers the undo. */
export function handOnBeforeLock(handOn: HandOn): () => void {
  beforeLock.add(handOn);
  return () => void beforeLock.delete(handOn);
}

/** Hands on what screens hold back, then locks the till; answers who is on it now. */
export async function lockTill(): Promise<TillStaffState> {
  await Promise.all([...beforeLock].map((handOn) => handOn().catch(() => undefined)));
  return pos().staff.lock();
}
