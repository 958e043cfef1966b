/**
 * Receiving a delivery across the bridge (area `stockReceiving`): the lines scanned or typed in are
 * kept on disk as they come (a restart loses nothing), with where it is received, why and the
 * supplier's reference; received at the store in one step (a stock transfer with only a
 * destination), which needs the stock right or a PIN approval of that one delivery.
 */
import type { CallDeclarations } from '../bridge/call-declaration.js';
import { UNITS_KEY } from './stock-approval.js';
import { noArgs } from '../bridge/call-declaration.js';
import type { LabelLine } from '../labels/label-lines.js';
import type { StockPlace, StockTransferView } from './stock-transfer.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  stockReceivingReceive: { id: 'stock.managerOnly.stockReceivingReceive', defaultMessage: 'receive a delivery into stock' },
});

/** Why stock is received, offered in this order. */
export const DELIVERY_REASONS = ['Supplier delivery', 'Customer order', 'Returned from repair', 'Other'] as const;

/** One line of a delivery: what its labels need (code, name, price) and the units received. */
export type DeliveryLine = LabelLine;

interface DeliveryDetails {
  /** Where it is received; null: the store's own location (this till's). */
  locationId: string | null;
  reason: string;
  /** The supplier's delivery note or PO number. */
  reference: string;
}

export interface DeliveryDraft extends DeliveryDetails {
  lines: DeliveryLine[];
}

export interface DeliveryReceived {
  transfer: StockTransferView;
  /** What arrived, for its labels. */
  lines: DeliveryLine[];
  /** False when the till's earlier try reached the store and was found by its reference (received once). */
  sentNow: boolean;
}

export interface StockReceivingCalls {
  /** The store's stock locations, its own first. */
  locations(): Promise<StockPlace[]>;
  /** The delivery being scanned in (kept on disk). */
  draft(): Promise<DeliveryDraft>;
  /** Adds units of a variant (a scan: 1); a variant already there gets them added. */
  addLine(line: DeliveryLine): Promise<DeliveryDraft>;
  /** Sets a line's units; 0 removes it. */
  setQuantity(variantId: string, quantity: number): Promise<DeliveryDraft>;
  setDetails(details: DeliveryDetails): Promise<DeliveryDraft>;
  /** Empties the delivery (nothing is received). */
  discard(): Promise<DeliveryDraft>;
  /**
   * Receives the delivery with this reference at the store (the draft's lines, whose key `key` is:
   * shared/stock/stock-approval.ts; a delivery changed since is refused); it then starts empty.
   */
  receive(reference: string, key: string): Promise<DeliveryReceived>;
}

const MOST_UNITS = 100_000;

export const stockReceivingCalls = {
  locations: { args: noArgs },
  draft: { args: noArgs },
  addLine: {
    args: ({ z, text }) =>
      z.tuple([
        z
          .object({
            variantId: text(64).min(1),
            code: text(64),
            name: text(200),
            price: text(40),
            quantity: z.number().int().min(1).max(MOST_UNITS),
          })
          .strict(),
      ]),
  },
  setQuantity: { args: ({ z, text }) => z.tuple([text(64).min(1), z.number().int().min(0).max(MOST_UNITS)]) },
  setDetails: {
    args: ({ z, text }) => z.tuple([z.object({ locationId: text(64).min(1).nullable(), reason: text(80), reference: text(80) }).strict()]),
  },
  discard: { args: noArgs },
  receive: {
    args: ({ z, text }) => z.tuple([text(80).min(1), z.string().regex(UNITS_KEY, 'the key of the delivery shown')]),
    managerOnly: managerActions.stockReceivingReceive,
    right: 'stock',
    approvalRecord: ([reference, key]) => `delivery ${reference}: ${key}`,
  },
} satisfies CallDeclarations<StockReceivingCalls>;
