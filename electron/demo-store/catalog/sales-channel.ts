/**
 * Where an order is placed, as Spree's `channel` says it: `pos` when the request that places it
 * carries the signature of a till the operator registered (with that till's id), else `spree`
 * (the web store; Spree's default). The store's own directory keys are no till.
 */
import type { SignedTill } from '../keys/request-signatures.js';

export interface SalesChannel {
  channel: 'pos' | 'spree';
  tillId: string | null;
}

export const WEB_CHANNEL: SalesChannel = { channel: 'spree', tillId: null };

export function salesChannelOf(till: SignedTill | null): SalesChannel {
  return till && till.id !== 'directory' ? { channel: 'pos', tillId: till.id } : WEB_CHANNEL;
}
