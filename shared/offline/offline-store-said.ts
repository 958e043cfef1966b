/** Why an offline sale waits for a manager, as the page says it: its words in the clerk's language, or the English an older till journaled. */
import { sayComposed } from '../staff/composed-words.js';
import type { OfflineSaleView } from './offline-outbox.js';

export function storeSaidText(view: Pick<OfflineSaleView, 'storeSaid' | 'storeSaidWords'>): string | null {
  return view.storeSaidWords ? sayComposed(view.storeSaidWords) : view.storeSaid;
}
