/**
 * What the customer display shows, and only that: the sale's lines as they are added, its
 * discounts as the receipt shows them, the totals, what each tender paid, what is left, the change
 * and a thank-you, or a welcome with the store's name between sales. Mapped from the till's sale
 * state by one pure function; the view has no field for anything else (no staff but the first name
 * of whoever serves, no order token or number, no customer, no approvals, no clerk's words). Pure.
 */
import { isAmount, toCents } from '../money.js';
import { moneyText, signedMoneyText, type FormatPlace } from '../i18n/formats.js';
import type { DiscountKind } from '../sale/discount-labels.js';
import type { Cart, LineItem, Payment } from '../storefront/types/types.js';
import { defineMessages, englishOf, wordsOf } from '../i18n/words.js';
import type { AppLocale } from '../i18n/locales.js';
import type { Sayer } from '../i18n/say-in.js';

const messages = defineMessages({
  subtotal: { id: 'display.totals.subtotal', defaultMessage: 'Subtotal' },
  promotions: { id: 'display.totals.promotions', defaultMessage: 'Promotions' },
  discounts: { id: 'display.totals.discounts', defaultMessage: 'Discounts' },
  shipping: { id: 'display.totals.shipping', defaultMessage: 'Shipping' },
  tax: { id: 'display.totals.tax', defaultMessage: 'Tax' },
  total: { id: 'display.totals.total', defaultMessage: 'Total' },
  why: {
    id: 'display.line.why',
    defaultMessage: '{kind, select, line {Discount} sale {Sale discount} other {Price set}} {size}: {reason}',
  },
  discountWhy: { id: 'display.line.discountWhy', defaultMessage: '{amount} · {why}' },
  discount: { id: 'display.line.discount', defaultMessage: '{amount} discount' },
});

/** The view's words in English (the code's own language), when no store language is given. */
const inEnglish: Sayer = (message, values) => englishOf(wordsOf(message, values));

/** One line of the sale as the customer sees it. */
export interface CustomerDisplayLine {
  key: string;
  name: string;
  /** The variant's options and the line options entered ("Size: M · Gift note: Happy birthday"), or ''. */
  options: string;
  quantity: number;
  /** Price × quantity, before tax and the sale's promotions (the totals show those once). */
  amount: string;
  /** The line's discounts: its amount after them (the amount is shown struck) and why, as the receipt says it. */
  discount: { after: string; words: string } | null;
}

/** A row of the totals or of the payments: a label and an amount in words of money. */
export interface CustomerDisplayRow {
  label: string;
  amount: string;
}

export interface CustomerDisplayView {
  /** The store's language: the display speaks to the customer in it (its labels come already said in it). */
  locale: AppLocale;
  /** welcome: between sales; sale: lines are being added or paid; thanks: the sale is placed. */
  screen: 'welcome' | 'sale' | 'thanks';
  storeName: string;
  /** The first name of whoever serves ("Served by Dana"), or null when no one is on the till. */
  servedBy: string | null;
  lines: CustomerDisplayLine[];
  /** Subtotal, promotions and discounts when there are any, shipping when it costs, tax, and the total last. */
  totals: CustomerDisplayRow[];
  /** What each tender paid. */
  paid: CustomerDisplayRow[];
  /** What is still to pay once something is paid, or null. */
  left: string | null;
  /** The change handed back, or null. */
  change: string | null;
  /** A sample sale shown by Settings' "Show test", not a real one. */
  sample: boolean;
}

/** A discount on the sale as the store keeps it, by what the customer may read of it (never who gave or approved it). */
interface ShownDiscount {
  lineItemId: string;
  kind: DiscountKind;
  size: string;
  reason: string;
}

/** A placed sale's receipt, by what the display reads of it. */
interface ShownReceipt {
  order: SaleTotals;
  paymentMethodName: string;
  tenders?: { methodName: string; amount: string }[];
  tendered: string | null;
  change: string | null;
}

type SaleTotals = Pick<
  Cart,
  | 'currency'
  | 'lineItems'
  | 'itemTotal'
  | 'displayItemTotal'
  | 'promoTotal'
  | 'displayPromoTotal'
  | 'shipTotal'
  | 'displayShipTotal'
  | 'displayTaxTotal'
  | 'total'
  | 'displayTotal'
> &
  Partial<Pick<Cart, 'payments' | 'totalMinusStoreCredits' | 'taxTotal'>>;

/** The till's sale state the display is made from. */
export interface CustomerDisplayInput {
  storeName: string;
  /** The full name of whoever is on the till, or null. */
  staffName: string | null;
  /** The sale in progress, or null. */
  cart: SaleTotals | null;
  /** The sale just placed, while its thank-you is shown, or null. */
  placed: ShownReceipt | null;
  discounts?: readonly ShownDiscount[];
  sample?: boolean;
  /** The store's language (English when not given), and how its words are said in it. */
  locale?: AppLocale;
  say?: Sayer;
}

/** Payments that took nothing. */
const NOT_PAID = new Set(['void', 'failed', 'invalid']);

/** Amounts as the store's language writes them (in a right-to-left language, each one left-to-right unit). */
interface Amounts {
  place: FormatPlace;
  currency: string;
}
const money = (cents: number, a: Amounts) => moneyText(cents, a.currency, a.place);
/** An amount of the store's ("36.00") in the store's language; its own display text where it is no amount. */
const shown = (amount: string | null | undefined, display: string, a: Amounts) => (amount && isAmount(amount) ? money(toCents(amount), a) : display);
const cents = (amount: string | null | undefined) => (amount && isAmount(amount) ? toCents(amount) : 0);

/** "Dana" of "Dana Smith": the customer sees no more of the staff than a first name. */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

function lineOptions(line: Pick<LineItem, 'optionsText' | 'customOptions'>): string {
  const custom = Object.entries(line.customOptions ?? {}).map(([name, value]) => `${name}: ${value}`);
  return [line.optionsText, ...custom].filter((part) => part.trim() !== '').join(' · ');
}

function lineDiscount(line: LineItem, a: Amounts, discounts: readonly ShownDiscount[], say: Sayer): CustomerDisplayLine['discount'] {
  if (!line.discountTotal || !isAmount(line.price) || cents(line.discountTotal) === 0) return null;
  const off = toCents(line.discountTotal);
  const why = discounts.filter((d) => d.lineItemId === line.id).map((d) => say(messages.why, { kind: d.kind, size: d.size, reason: d.reason }));
  // Its sign kept with the amount among the store's right-to-left words ("−$3.00", never "$3.00−").
  const size = signedMoneyText(off, a.currency, a.place);
  return {
    after: money(toCents(line.price) * line.quantity + off, a),
    words: why.length > 0 ? say(messages.discountWhy, { amount: size, why: why.join('; ') }) : say(messages.discount, { amount: size }),
  };
}

function displayLine(line: LineItem, a: Amounts, discounts: readonly ShownDiscount[], say: Sayer): CustomerDisplayLine {
  return {
    key: line.id,
    name: line.name,
    options: lineOptions(line),
    quantity: line.quantity,
    amount: isAmount(line.price) ? money(toCents(line.price) * line.quantity, a) : `${line.quantity} × ${line.displayPrice}`,
    discount: lineDiscount(line, a, discounts, say),
  };
}

/** The totals as the receipt shows them: promotions, the till's discounts and shipping only when there are any. */
function totalsRows(sale: SaleTotals, say: Sayer, place: FormatPlace): CustomerDisplayRow[] {
  const a = { place, currency: sale.currency };
  const promo = cents(sale.promoTotal);
  const lineOff = sale.lineItems.reduce((sum, l) => sum + cents(l.discountTotal), 0);
  const tillDiscounts = lineOff === 0 ? 0 : lineOff - promo;
  return [
    { label: say(messages.subtotal), amount: shown(sale.itemTotal, sale.displayItemTotal, a) },
    ...(promo !== 0 ? [{ label: say(messages.promotions), amount: shown(sale.promoTotal, sale.displayPromoTotal, a) }] : []),
    ...(tillDiscounts !== 0 ? [{ label: say(messages.discounts), amount: money(tillDiscounts, a) }] : []),
    ...(cents(sale.shipTotal) !== 0 ? [{ label: say(messages.shipping), amount: shown(sale.shipTotal, sale.displayShipTotal, a) }] : []),
    { label: say(messages.tax), amount: shown(sale.taxTotal, sale.displayTaxTotal, a) },
    { label: say(messages.total), amount: shown(sale.total, sale.displayTotal, a) },
  ];
}

const paidPayments = (payments: readonly Payment[] = []) => payments.filter((p) => !NOT_PAID.has(p.state) && isAmount(p.amount));

/** What is left once something is paid: the total (less store credit) less the payments taken. */
function leftToPay(cart: SaleTotals, place: FormatPlace): string | null {
  const paid = paidPayments(cart.payments).reduce((sum, p) => sum + toCents(p.amount), 0);
  if (paid === 0) return null;
  const left = cents(cart.totalMinusStoreCredits ?? cart.total) - paid;
  return left > 0 ? money(left, { place, currency: cart.currency }) : null;
}

function receiptPaid(receipt: ShownReceipt, place: FormatPlace): CustomerDisplayRow[] {
  const a = { place, currency: receipt.order.currency };
  if (receipt.tenders && receipt.tenders.length > 1) return receipt.tenders.map((t) => ({ label: t.methodName, amount: money(cents(t.amount), a) }));
  const paid = receipt.tendered ? money(cents(receipt.tendered), a) : shown(receipt.order.total, receipt.order.displayTotal, a);
  return [{ label: receipt.paymentMethodName, amount: paid }];
}

/** The display's view of the till's sale state. */
export function customerDisplayView(input: CustomerDisplayInput): CustomerDisplayView {
  const discounts = input.discounts ?? [];
  const say = input.say ?? inEnglish;
  const base = { locale: input.locale ?? 'en', storeName: input.storeName, servedBy: firstName(input.staffName), sample: input.sample ?? false };
  // Amounts in the store's language, as its receipts write them.
  const place: FormatPlace = { locale: base.locale };
  const sale = input.placed?.order ?? input.cart;
  const lines = (sale?.lineItems ?? []).map((line) => displayLine(line, { place, currency: sale!.currency }, discounts, say));
  if (input.placed) {
    const change = cents(input.placed.change) > 0 ? money(cents(input.placed.change), { place, currency: input.placed.order.currency }) : null;
    return { ...base, screen: 'thanks', lines, totals: totalsRows(input.placed.order, say, place), paid: receiptPaid(input.placed, place), left: null, change };
  }
  if (!input.cart || lines.length === 0) return { ...base, screen: 'welcome', lines: [], totals: [], paid: [], left: null, change: null };
  const { cart } = input;
  const paid = paidPayments(cart.payments).map((p) => ({ label: p.paymentMethodName, amount: money(toCents(p.amount), { place, currency: cart.currency }) }));
  return { ...base, screen: 'sale', lines, totals: totalsRows(cart, say, place), paid, left: leftToPay(cart, place), change: null };
}
