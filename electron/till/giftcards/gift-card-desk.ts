/**
 * The bridge's `giftCards.*` calls: a card's balance by its code, a customer's store credit by
 * email, store credit given to a customer, and a line that loads a card (a top-up) put on the sale.
 * Everything goes through the store's admin client and is refused in words while the store cannot
 * be reached or the client is not connected. Store credit is given within the issuer's refund
 * right (`refundUpTo`), else a person whose role holds it approves that one credit by PIN, and
 * above the return limit a manager approves it, as a return that large; it is
 * journaled with who gave it, who approved it and why. Its answer lost, the customer's credit is
 * read again: grown by the amount, it was given; otherwise the clerk is told nothing was given.
 */
import type { GiftCardBalance, GiftCardsCalls } from '../../../shared/giftcards/gift-card-calls.js';
import type { IssuedGiftCard } from '../../../shared/giftcards/issued-gift-card.js';
import type { SaleCart } from '../../../shared/bridge/sale.js';
import { GIFT_CARD_CODE_OPTION, isGiftCardSku } from '../../../shared/giftcards/gift-card-product.js';
import { bareAmount, fromCents, moneyWords, toCents } from '../../../shared/money.js';
import type { StaffRef } from '../../../shared/shift/staff-ref.js';
import type { PlatformGiftCard, PlatformGiftCardsClient } from '../../../shared/storefront/client/platform-gift-cards-client.js';
import type { PlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import type { RightCheck } from '../../../shared/staff/role-rights.js';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { composeWords, type ComposedWords } from '../../../shared/staff/composed-words.js';
import { approvalBy } from '../returns/approval-by.js';
import { describeError, TillRefusal } from '../runtime/error-words.js';
import type { TillJournal } from '../shift/till-journal.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

export interface GiftCardDeskDeps {
  cards: PlatformGiftCardsClient;
  credits: Pick<PlatformReturnsClient, 'issueStoreCredit'>;
  adminConnected: () => boolean;
  withAdmin: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;
  /** Whether the store cannot be reached now (or the counter sells offline). */
  offline: () => boolean;
  journal: TillJournal;
  roster: {
    current(): StaffRef | null;
    requireRight(check: RightCheck, request: ApprovalRequest, action: ApprovalAction): StaffRef;
    requireManager(request: ApprovalRequest, action: ApprovalAction): void;
  };
  /** The amount above which giving money back needs a manager (the return limit a manager sets), or null. */
  limit: () => string | null;
  /** The store's default currency (store credit is given in it). */
  currency: () => Promise<string>;
  /** The SKU of a variant of the local catalog, or null. */
  skuOf: (variantId: string) => string | null;
  /** The cards a placed sale's gift-card lines issued or loaded. */
  cardsOfSale: (orderNumber: string) => Promise<IssuedGiftCard[]>;
  /** Puts a line on the sale at the store (with its custom options). */
  addLine: (variantId: string, quantity: number, options: Record<string, string>) => Promise<SaleCart>;
}

const messages = defineMessages({
  giveCredit: { id: 'giftcards.approval.giveCredit', defaultMessage: 'give {amount} of store credit to {email}' },
  aboveLimit: { id: 'giftcards.approval.aboveLimit', defaultMessage: '{action}: above the return limit of {limit}' },
  offline: {
    id: 'giftcards.refusal.offline',
    defaultMessage: 'The store cannot be reached: gift cards and store credit need the store’s balances. Nothing was done; try again once the store answers.',
  },
  noAdmin: {
    id: 'giftcards.refusal.noAdmin',
    defaultMessage: 'Gift cards and store credit go through the store’s admin client, which is not connected: a manager connects it in Settings.',
  },
  noCard: { id: 'giftcards.refusal.noCard', defaultMessage: 'No gift card has the code {code}.' },
  noCustomer: { id: 'giftcards.refusal.noCustomer', defaultMessage: 'No customer account has the email {email}.' },
  creditUnknown: {
    id: 'giftcards.refusal.creditUnknown',
    defaultMessage: 'The store did not answer: whether the credit was given is not known yet. Look the customer up before trying again.',
  },
  creditNotGiven: {
    id: 'giftcards.refusal.creditNotGiven',
    defaultMessage: 'The store did not answer, and the customer’s credit did not change: nothing was given. Try again.',
  },
  chooseAmount: { id: 'giftcards.refusal.chooseAmount', defaultMessage: 'Choose one of the gift card’s amounts to load.' },
  expired: { id: 'giftcards.refusal.expired', defaultMessage: 'The gift card {code} has expired: it cannot be loaded.' },
});
const OFFLINE = wordsOf(messages.offline);
const NO_ADMIN = wordsOf(messages.noAdmin);

function balanceOf(card: PlatformGiftCard): GiftCardBalance {
  const expired = card.expiresAt !== null && Date.parse(card.expiresAt) <= Date.now();
  return {
    code: card.code,
    currency: card.currency,
    loaded: card.amount,
    displayLoaded: card.displayAmount,
    used: card.amountUsed,
    displayUsed: card.displayAmountUsed,
    balance: card.amountRemaining,
    displayBalance: card.displayAmountRemaining,
    expiresAt: card.expiresAt,
    state: expired ? 'expired' : toCents(card.amountRemaining) === 0 ? 'used_up' : 'active',
  };
}

/**
 * Who approves giving `amount` of credit: the person on the till when their role's refund right
 * covers it, else a person whose role does (by PIN, for this one credit); above the return limit a
 * manager's approval too, as for a return.
 */
function approverOf(deps: GiftCardDeskDeps, request: ApprovalRequest & { record: string }, amount: string, action: ComposedWords): StaffRef {
  const approver = deps.roster.requireRight({ right: 'refundUpTo', amount }, request, action);
  const limit = deps.limit();
  if (limit === null || toCents(amount) <= toCents(limit) || approver.role === 'manager') return approver;
  deps.roster.requireManager(request, composeWords(messages.aboveLimit, {}, { action }, { limit: bareAmount(limit) }));
  return approvalBy(deps.journal, request.method, request.record) ?? deps.roster.current() ?? approver;
}

export function giftCardDesk(deps: GiftCardDeskDeps): GiftCardsCalls {
  const { withAdmin, cards } = deps;
  const ready = () => {
    if (deps.offline()) throw new TillRefusal({ kind: 'offline', message: OFFLINE });
    if (!deps.adminConnected()) throw new TillRefusal({ kind: 'not_signed_in', message: NO_ADMIN });
  };
  const cardWithCode = async (code: string): Promise<PlatformGiftCard> => {
    ready();
    const card = await withAdmin((token) => cards.byCode(token, code));
    if (!card) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noCard, { code: code.trim() }) });
    return card;
  };
  const customer = async (email: string) => {
    ready();
    const found = await withAdmin((token) => cards.customerByEmail(token, email));
    if (!found) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noCustomer, { email: email.trim() }) });
    return found;
  };

  return {
    async desk() {
      if (deps.offline()) return { state: 'offline', message: OFFLINE };
      if (!deps.adminConnected()) return { state: 'no_admin', message: NO_ADMIN };
      return { state: 'ready', message: null };
    },
    balance: async (code) => balanceOf(await cardWithCode(code)),
    async customerCredit(email) {
      const found = await customer(email);
      const currency = await deps.currency();
      return { email: found.email, name: found.name, credit: found.storeCredits, currency, displayCredit: moneyWords(toCents(found.storeCredits), currency) };
    },
    async issueStoreCredit(input) {
      const found = await customer(input.email);
      const currency = await deps.currency();
      const amount = fromCents(toCents(input.amount));
      const issuer = deps.roster.current();
      const approvedBy = approverOf(
        deps,
        { method: 'giftCards.issueStoreCredit', record: `${found.email} ${amount}` },
        amount,
        wordsOf(messages.giveCredit, { email: found.email }, { amount: { amount, currency } }),
      );
      const memo = `${input.reason} (given at the till by ${issuer?.name ?? 'someone'}, approved by ${approvedBy.name})`;
      let creditId: string;
      try {
        creditId = await withAdmin((token) => deps.credits.issueStoreCredit(token, { userId: found.id, amount, currency, memo }));
      } catch (error) {
        if (describeError(error).kind !== 'offline') throw error;
        // The answer was lost: the account says whether the credit was given.
        const now = await withAdmin((token) => cards.customerByEmail(token, found.email)).catch(() => null);
        if (!now)
          throw new TillRefusal({
            kind: 'offline',
            message: wordsOf(messages.creditUnknown),
          });
        if (toCents(now.storeCredits) < toCents(found.storeCredits) + toCents(amount)) {
          throw new TillRefusal({
            kind: 'offline',
            message: wordsOf(messages.creditNotGiven),
          });
        }
        creditId = 'unknown (its answer was lost)';
      }
      deps.journal.append('storecredit.issued', { email: found.email, currency, amount, reason: input.reason, creditId, approvedBy }, issuer);
      const after = await withAdmin((token) => cards.customerByEmail(token, found.email)).catch(() => null);
      const creditNow = after?.storeCredits ?? fromCents(toCents(found.storeCredits) + toCents(amount));
      return {
        email: found.email,
        currency,
        amount,
        displayAmount: moneyWords(toCents(amount), currency),
        reason: input.reason,
        issuedBy: issuer?.name ?? null,
        approvedBy: approvedBy.name,
        creditNow,
        displayCreditNow: moneyWords(toCents(creditNow), currency),
        at: new Date().toISOString(),
      };
    },
    async ofSale(orderNumber) {
      // Asked whatever the connection last said: a card not issued yet stays so (without a code) when the store does not answer.
      if (!deps.adminConnected()) throw new TillRefusal({ kind: 'not_signed_in', message: NO_ADMIN });
      return deps.cardsOfSale(orderNumber);
    },
    async addTopUp(code, variantId) {
      if (!isGiftCardSku(deps.skuOf(variantId))) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.chooseAmount) });
      const card = await cardWithCode(code);
      if (balanceOf(card).state === 'expired') throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.expired, { code: card.code }) });
      return deps.addLine(variantId, 1, { [GIFT_CARD_CODE_OPTION]: card.code });
    },
  };
}
