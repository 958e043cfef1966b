/**
 * Gift cards and store credit at the counter, across the bridge: a card's balance looked up by its
 * code (scanned or typed), a customer's store credit looked up by email, and store credit issued to
 * a customer (an amount, a reason; above the issuer's refund right a manager approves that one
 * credit). Cards are sold and loaded by selling the gift-card product on a sale (the receipt shows
 * each card's code and balance: IssuedGiftCard). All of it goes through the store's admin client
 * and is refused while the store cannot be reached.
 */
import type { ArgKit } from '../bridge/arg-kit.js';
import { noArgs, type CallDeclarations } from '../bridge/call-declaration.js';
import type { SaleCart } from '../bridge/sale.js';
import type { IssuedGiftCard } from './issued-gift-card.js';
import type { Words } from '../i18n/words.js';

/** Whether gift cards and store credit can be handled here, and why not in words. */
export interface GiftCardDesk {
  /** `ready`; `no_admin`: the store's admin client is not connected; `offline`: the store cannot be reached. */
  state: 'ready' | 'no_admin' | 'offline';
  /** Why not, in the clerk's language. */
  message: Words | null;
}

/** A gift card's balance as the store keeps it. */
export interface GiftCardBalance {
  code: string;
  currency: string;
  /** Everything loaded onto it (its issue and its top-ups), decimal string. */
  loaded: string;
  displayLoaded: string;
  used: string;
  displayUsed: string;
  balance: string;
  displayBalance: string;
  expiresAt: string | null;
  /** `active`; `used_up`: nothing left; `expired`. */
  state: 'active' | 'used_up' | 'expired';
}

/** A customer's store credit. */
export interface CustomerCredit {
  email: string;
  name: string | null;
  /** What is left to spend, in the store's default currency ("0.00" when none). */
  credit: string;
  currency: string;
  displayCredit: string;
}

interface StoreCreditInput {
  email: string;
  amount: string;
  reason: string;
}

/** Store credit given: to whom, how much, why, who gave it and who approved it. */
export interface StoreCreditIssued {
  email: string;
  currency: string;
  /** Decimal strings: the credit given, and what the customer holds now. */
  amount: string;
  displayAmount: string;
  reason: string;
  issuedBy: string | null;
  approvedBy: string;
  creditNow: string;
  displayCreditNow: string;
  at: string;
}

export interface GiftCardsCalls {
  /** Whether cards and credit can be handled here (the admin client connected, the store reachable). */
  desk(): Promise<GiftCardDesk>;
  /** A card's balance by its code (any case); refused in words when no card has it. */
  balance(code: string): Promise<GiftCardBalance>;
  /** A customer's store credit, by their account's email. */
  customerCredit(email: string): Promise<CustomerCredit>;
  /** Gives store credit to a customer's account: within the issuer's refund right, else a manager approves that one credit. */
  issueStoreCredit(input: StoreCreditInput): Promise<StoreCreditIssued>;
  /** The cards a placed sale's gift-card lines issued or loaded, asking the store for any not issued yet (its answer was lost, the till stopped). */
  ofSale(orderNumber: string): Promise<IssuedGiftCard[]>;
  /** Puts a line on the sale that loads the card with this code (a top-up) by the amount of that gift-card variant; refused when no card has it. */
  addTopUp(code: string, variantId: string): Promise<SaleCart>;
}

const email = (kit: ArgKit) => kit.z.string().trim().min(3).max(200).email();

export const giftCardsCalls: CallDeclarations<GiftCardsCalls> = {
  desk: { args: noArgs },
  balance: { args: (kit) => kit.z.tuple([kit.text(60).min(4)]) },
  customerCredit: { args: (kit) => kit.z.tuple([email(kit)]) },
  ofSale: { args: (kit) => kit.z.tuple([kit.id]) },
  addTopUp: { args: (kit) => kit.z.tuple([kit.text(60).min(4), kit.id]) },
  issueStoreCredit: {
    args: (kit) => kit.z.tuple([kit.z.object({ email: email(kit), amount: kit.amountAboveZero, reason: kit.text(200).min(1) }).strict()]),
    managerWhenFound: true,
  },
};
