/** What every bridge call answers on the wire: its value, or an error described as data the page can show. */
import type { ApprovalRequest } from '../shift/manager-approval.js';
import type { FieldErrors } from '../storefront/errors.js';
import type { Words } from '../i18n/words.js';
import type { ComposedWords } from '../staff/composed-words.js';

export type PosErrorKind =
  | 'invalid_input'
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'offline'
  | 'server'
  | 'no_sale'
  /** The step found the sale's order already placed: the sale is over and its receipt is shown. */
  | 'placed'
  | 'not_signed_in'
  /** The till is locked (or has no manager yet): a PIN must open it first. */
  | 'locked'
  /** Only a manager may do this: the person on the till is not one and no manager approved it. */
  | 'manager_required'
  /** An in-store pickup sale needs the store's location, and none is set (Settings, Stores). */
  | 'no_location';

export interface PosErrorInfo {
  kind: PosErrorKind;
  /** Words a cashier understands, in English (the log's language). */
  message: string;
  /** The same as a catalogue message, for the page to say in the clerk's language (absent: `message` as it is); its parts said first. */
  words?: ComposedWords | null;
  fieldErrors?: FieldErrors | null;
  retryAfterSeconds?: number | null;
  /** With `manager_required`: the action a manager must approve, in words (English). */
  action?: string | null;
  /** The same as catalogue words, for the page to say in the clerk's language. */
  actionWords?: ComposedWords | null;
  /** With `manager_required`: the action as `staff.approve` must name it (the method and the record it acts on). */
  approval?: ApprovalRequest | null;
  /** With `manager_required`: whose role may approve it, in words ("a manager or supervisor"). */
  approvers?: string | null;
  /** With `manager_required`: whose role may approve it, as catalogue words that begin a sentence ("A manager or supervisor"), always given. */
  approversWords?: Words | null;
}

/** What every bridge call answers on the wire: the value, or an error described as data. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: PosErrorInfo };
