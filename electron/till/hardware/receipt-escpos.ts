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

interface ReceiptLayout extends Pick<PrinterSettings, 'paperWidth' | 'barcode'> {
  /** The discounts the store keeps for the sale, for the reasons beside its lines. */
  discounts?: readonly SaleDiscount[];
}

/** Characters a thermal printer's code pages lack, as plain ones (the screen's typography on paper). */
const PLAIN: Record<string, string> = { '−': '-', '×': 'x', '·': '-', '’': "'", '‘': "'", '“': '"', '”': '"', '…': '...', '–': '-', '—': '-' };
const plain = (words: string) => words.replace(/[−×·’‘“”…–—]/g, (c) => PLAIN[c] ?? c);

/** The paper's columns: 32 on 58 mm paper, 48 on 80 mm. */
export const columnsOf = (paperWidth: PrinterSettings['paperWidth']) => (paperWidth === 58 ? 32 : 48);

/** A new encoder for the printer's paper (ESC/POS, the code page chosen for each text). */
export function escPosEncoder(paperWidth: PrinterSettings['paperWidth']) {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', columns: columnsOf(paperWidth), feedBeforeCut: 4 }).initialize().codepage('auto');
}

type Encoder = ReturnType<typeof escPosEncoder>;

/** A row of words on the left and an amount on the right, the words wrapped in their column. */
function row(encoder: Encoder, columns: number, left: string, right: string, bold = false) {
  const amount = plain(right);
  const width = Math.min(Math.max(amount.length, 8), Math.floor(columns / 2));
  encoder.bold(bold);
  encoder.table(
    [
      { width: columns - width - 1, align: 'left' },
      { width, align: 'right', marginLeft: 1 },
    ],
    [[plain(left), amount]],
  );
  encoder.bold(false);
}

function header(encoder: Encoder, receipt: Receipt) {
  const { order } = receipt;
  encoder.align('center');
  encoder.bold(true).line(plain(receipt.storeName)).bold(false);
  if (receipt.notice) encoder.line(plain(receipt.notice));
  if (receipt.offline) encoder.bold(true).line('Offline sale, order number to follow').bold(false).line(`Reference ${receipt.offline.ref}`);
  else encoder.line(`Order ${order.number}`);
  encoder.line(plain(printedWhen(order.completedAt ?? receipt.printedAt)));
  if (receipt.servedBy) encoder.line(plain(`Served by ${receipt.servedBy}`));
  if (allPickedUp(order.shipments)) encoder.line('Picked up in store');
  encoder.align('left').rule();
}

/** The date and time as the till's clock reads it (the receipt screen's words of it are the page's locale). */
function printedWhen(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function lines(encoder: Encoder, columns: number, receipt: Receipt, layout: ReceiptLayout) {
  const { order } = receipt;
  for (const line of order.lineItems) {
    const discount = lineDiscountView(line, order.currency, layout.discounts);
    row(encoder, columns, `${line.quantity} x ${line.name}`, lineAmountText(line, order.currency));
    if (line.optionsText) encoder.line(plain(`  ${line.optionsText}`));
    for (const [name, value] of Object.entries(line.customOptions ?? {})) if (value) encoder.line(plain(`  ${name}: ${value}`));
    if (discount) {
      // The amount before the discount is struck on the screen; on paper it is labelled.
      row(encoder, columns, `  ${discount.words}`, '');
      row(encoder, columns, '  After discount', discount.after);
    }
  }
  encoder.rule();
}

function giftCards(encoder: Encoder, receipt: Receipt) {
  if (!receipt.giftCards || receipt.giftCards.length === 0) return;
  encoder.rule().bold(true).line('Gift cards').bold(false);
  for (const card of receipt.giftCards) {
    encoder.line(plain(`${card.kind === 'issue' ? 'New card' : 'Card loaded'}${card.code ? ` ${card.code}` : ''}`));
    encoder.line(
      plain(
        card.displayBalance !== null
          ? `  ${card.displayLoaded} loaded - balance ${card.displayBalance}`
          : `  ${card.displayLoaded} loaded - not issued yet: the store has not answered`,
      ),
    );
  }
}

function footer(encoder: Encoder, receipt: Receipt, layout: ReceiptLayout) {
  if (receipt.offline) encoder.line(plain(receipt.offline.taxNote));
  if (receipt.returnPolicy) {
    encoder.rule().bold(true).line(plain(receipt.returnPolicy.name)).bold(false);
    encoder.line(plain(receipt.returnPolicy.body.split(/\n{2,}/)[0]!.replace(/\s+/g, ' ')));
  }
  encoder.newline().align('center');
  // The order number exactly, as the returns screen reads it from a scanner (an offline sale has none yet).
  if (!receipt.offline) {
    if (layout.barcode === 'qr') encoder.qrcode(receipt.order.number, { model: 2, size: 6, errorlevel: 'm' });
    else encoder.barcode(receipt.order.number, 'code128', { height: 60, text: 'below' });
  }
  encoder.line('Thank you for shopping with us.').align('left');
}

/** The receipt's ESC/POS, ready to encode (`.encode()` for the bytes), cut at its end. */
export function receiptEscPos(receipt: Receipt, layout: ReceiptLayout): Encoder {
  const columns = columnsOf(layout.paperWidth);
  const encoder = escPosEncoder(layout.paperWidth);
  header(encoder, receipt);
  lines(encoder, columns, receipt, layout);
  for (const total of [...orderTotalsRows(receipt.order), ...receiptPaymentRows(receipt)])
    row(encoder, columns, total.label, total.amount, Boolean(total.grand || total.change));
  giftCards(encoder, receipt);
  footer(encoder, receipt, layout);
  return encoder.cut('partial');
}
