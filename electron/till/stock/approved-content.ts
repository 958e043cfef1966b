/**
 * A stock change goes to the store only with the content its key names (the key an approval, if
 * one was needed, was given for): lines changed since, or other lines sent with an old key, are
 * refused in words and nothing is changed.
 */
import { CHANGED_SINCE, unitsKey, type UnitLine } from '../../../shared/stock/stock-approval.js';
import { TillRefusal } from '../runtime/error-words.js';

/** Refuses unless `key` is the key of these lines. `what`: "The delivery", "The count"… */
export async function requireApprovedContent(key: string, lines: readonly UnitLine[], what: string): Promise<void> {
  if ((await unitsKey(lines)) !== key) throw new TillRefusal({ kind: 'invalid_input', message: `${what} ${CHANGED_SINCE}.` });
}
