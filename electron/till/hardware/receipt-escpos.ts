/**
 * A placed sale's receipt as ESC/POS for a thermal printer, with the same facts and words as the
 * receipt screen: the store's name, the order (or an offline sale's reference), when, "Served by",
 * the lines with their options and discounts, the totals and payments, the change, the gift cards
 * issued, the offline tax note, the return policy, the order number as a barcode the returns
 * screen reads back (Code 128 or QR), then a cut. Every amount is the store's (or the till's
 * words of it, as the screen shows it), never computed again here. Pure: bytes only.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Receipt, SaleDiscount } from '../../../shared/bridge/bridge.js';
import type { PrinterSettings } from '../../../shared/hardware/hardware-calls.js';
import { allPickedUp } from '../../../shared/sale/pickup-rate.js';
import { lineAmountText } from '../../../shared/sale/line-amount.js';
import { lineDiscountView } from '../../../shared/sale/line-discount-view.js';
import { orderTotalsRows, receiptPaymentRows } from '../../../shared/sale/receipt-totals-rows.js';
import { SCREEN_WORDS, type PaperWords } from '../../../shared/sale/paper-words.js';
import { withoutBidiControls } from '../../../shared/i18n/bidi.js';
import { hasRightToLeft, visualLine, visualLines } from '../../../shared/i18n/visual-order.js';
import { dateTimeText } from '../../../shared/i18n/formats.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  offline: { id: 'receipt.paper.offline', defaultMessage: 'Offline sale, order number to follow' },
  reference: { id: 'receipt.escpos.reference', defaultMessage: 'Reference {ref}' },
  order: { id: 'receipt.escpos.order', defaultMessage: 'Order {number}' },
  servedBy: { id: 'receipt.paper.servedBy', defaultMessage: 'Served by {name}' },
  pickedUp: { id: 'receipt.paper.pickedUp', defaultMessage: 'Picked up in store' },
  afterDiscount: { id: 'receipt.escpos.afterDiscount', defaultMessage: 'After discount' },
  giftCards: { id: 'receipt.giftCards.title', defaultMessage: 'Gift cards' },
  newCard: { id: 'receipt.giftCards.newCard', defaultMessage: 'New card' },
  cardLoaded: { id: 'receipt.giftCards.cardLoaded', defaultMessage: 'Card loaded' },
  loadedBalance: { id: 'receipt.escpos.loadedBalance', defaultMessage: '{amount} loaded - balance {balance}' },
  loadedNotIssued: { id: 'receipt.escpos.loadedNotIssued', defaultMessage: '{amount} loaded - not issued yet: the store has not answered' },
  thanks: { id: 'receipt.paper.thanks', defaultMessage: 'Thank you for shopping with us.' },
});

interface ReceiptLayout extends Pick<PrinterSettings, 'paperWidth' | 'barcode'> {
  /** The discounts the store keeps for the sale, for the reasons beside its lines. */
  discounts?: readonly SaleDiscount[];
  /** The paper's words and amounts: the store's language (`sayerIn`); English by default. */
  words?: PaperWords;
}

/** Characters a thermal printer's code pages lack, as plain ones (the screen's typography on paper). */
const PLAIN: Record<string, string> = { '−': '-', '×': 'x', '·': '-', '’': "'", '‘': "'", '“': '"', '”': '"', '…': '...', '–': '-', '—': '-', '،': ',' };
/**
 * Words as the paper prints them: plain typography, and no bidi control (the isolates around an
 * Arabic amount, Intl's marks), which no code page has and a printer would print as "?".
 */
const PLAIN_SOUGHT = new RegExp(`[${Object.keys(PLAIN).join('')}]`, 'g');
const typography = (words: string) => withoutBidiControls(words).replace(PLAIN_SOUGHT, (c) => PLAIN[c] ?? c);
/** Words on one printed line: in printed order (visual-order.ts), in plain typography. */
const plain = (words: string) => typography(visualLine(words));

/**
 * Words on lines of their own: right-to-left words wrapped to the paper first and each line then
 * put in printed order (visual-order.ts: a printer lays characters out left to right and knows no
 * bidi), so a long Arabic sentence reads from its first line; other words as the printer wraps them.
 */
function printed(encoder: Encoder, columns: number, words: string): Encoder {
  for (const line of visualLines(words, columns)) encoder.line(typography(line));
  return encoder;
}

/** The paper's columns: 32 on 58 mm paper, 48 on 80 mm. */
export const columnsOf = (paperWidth: PrinterSettings['paperWidth']) => (paperWidth === 58 ? 32 : 48);

/** A new encoder for the printer's paper (ESC/POS, the code page chosen for each text). */
export function escPosEncoder(paperWidth: PrinterSettings['paperWidth']) {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', columns: columnsOf(paperWidth), feedBeforeCut: 4 }).initialize().codepage('auto');
}

type Encoder = ReturnType<typeof escPosEncoder>;

/**
 * A row of words and an amount, the words wrapped in their column: the words on the left and the
 * amount on the right, mirrored for right-to-left words (the amount on the left, the words on the
 * right, as the screen lays them out).
 */
function row(encoder: Encoder, columns: number, left: string, right: string, bold = false) {
  const amount = plain(right);
  const width = Math.min(Math.max(amount.length, 8), Math.floor(columns / 2));
  const words = { width: columns - width - 1, text: plain(left) };
  const money = { width, text: amount };
  const [first, second] = hasRightToLeft(left) ? [money, words] : [words, money];
  encoder.bold(bold);
  encoder.table(
    [
      { width: first.width, align: 'left' },
      { width: second.width, align: 'right', marginLeft: 1 },
    ],
    [[first.text, second.text]],
  );
  encoder.bold(false);
}

function header(encoder: Encoder, columns: number, receipt: Receipt, { say, place }: PaperWords) {
  const { order } = receipt;
  encoder.align('center');
  encoder.bold(true).line(plain(receipt.storeName)).bold(false);
  if (receipt.noticeWords) printed(encoder, columns, say(receipt.noticeWords, receipt.noticeWords.values));
  else if (receipt.notice) encoder.line(plain(receipt.notice));
  if (receipt.offline)
    encoder
      .bold(true)
      .line(plain(say(messages.offline)))
      .bold(false)
      .line(plain(say(messages.reference, { ref: receipt.offline.ref })));
  else printed(encoder, columns, say(messages.order, { number: order.number }));
  printed(encoder, columns, printedWhen(order.completedAt ?? receipt.printedAt, place));
  if (receipt.servedBy) printed(encoder, columns, say(messages.servedBy, { name: receipt.servedBy }));
  if (allPickedUp(order.shipments)) printed(encoder, columns, say(messages.pickedUp));
  encoder.align('left').rule();
}

/** The date and time as the receipt screen writes them, in the paper's language and the store's time zone. */
function printedWhen(iso: string, place: PaperWords['place']): string {
  return Number.isNaN(new Date(iso).getTime()) ? iso : place ? dateTimeText(iso, place) : dateTimeText(iso);
}

function lines(encoder: Encoder, columns: number, receipt: Receipt, layout: ReceiptLayout, words: PaperWords) {
  const { order } = receipt;
  for (const line of order.lineItems) {
    const discount = lineDiscountView(line, order.currency, layout.discounts, words);
    row(encoder, columns, `${line.quantity} x ${line.name}`, lineAmountText(line, order.currency, words.place));
    if (line.optionsText) printed(encoder, columns, `  ${line.optionsText}`);
    for (const [name, value] of Object.entries(line.customOptions ?? {})) if (value) printed(encoder, columns, `  ${name}: ${value}`);
    if (discount) {
      // The amount before the discount is struck on the screen; on paper it is labelled.
      row(encoder, columns, `  ${discount.words}`, '');
      row(encoder, columns, `  ${words.say(messages.afterDiscount)}`, discount.after);
    }
  }
  encoder.rule();
}

function giftCards(encoder: Encoder, columns: number, receipt: Receipt, { say, place }: PaperWords) {
  if (!receipt.giftCards || receipt.giftCards.length === 0) return;
  encoder
    .rule()
    .bold(true)
    .line(plain(say(messages.giftCards)))
    .bold(false);
  for (const card of receipt.giftCards) {
    printed(encoder, columns, `${say(card.kind === 'issue' ? messages.newCard : messages.cardLoaded)}${card.code ? ` ${card.code}` : ''}`);
    const amount = amountWords(card.loaded, card.currency, place);
    const loaded =
      card.balance !== null
        ? say(messages.loadedBalance, { amount, balance: amountWords(card.balance, card.currency, place) })
        : say(messages.loadedNotIssued, { amount });
    printed(encoder, columns, `  ${loaded}`);
  }
}

function footer(encoder: Encoder, columns: number, receipt: Receipt, layout: ReceiptLayout, { say }: PaperWords) {
  if (receipt.offline) printed(encoder, columns, receipt.offline.taxNote);
  if (receipt.returnPolicy) {
    encoder.rule().bold(true).line(plain(receipt.returnPolicy.name)).bold(false);
    printed(encoder, columns, receipt.returnPolicy.body.split(/\n{2,}/)[0]!.replace(/\s+/g, ' '));
  }
  encoder.newline().align('center');
  // The order number exactly, as the returns screen reads it from a scanner (an offline sale has none yet).
  if (!receipt.offline) {
    if (layout.barcode === 'qr') encoder.qrcode(receipt.order.number, { model: 2, size: 6, errorlevel: 'm' });
    else encoder.barcode(receipt.order.number, 'code128', { height: 60, text: 'below' });
  }
  printed(encoder, columns, say(messages.thanks)).align('left');
}

/** The receipt's ESC/POS, ready to encode (`.encode()` for the bytes), cut at its end. */
export function receiptEscPos(receipt: Receipt, layout: ReceiptLayout): Encoder {
  const columns = columnsOf(layout.paperWidth);
  const encoder = escPosEncoder(layout.paperWidth);
  const words = layout.words ?? SCREEN_WORDS;
  header(encoder, columns, receipt, words);
  lines(encoder, columns, receipt, layout, words);
  for (const total of [...orderTotalsRows(receipt.order, words), ...receiptPaymentRows(receipt, words)])
    row(encoder, columns, total.label, total.amount, Boolean(total.grand || total.change));
  giftCards(encoder, columns, receipt, words);
  footer(encoder, columns, receipt, layout, words);
  return encoder.cut('partial');
}
