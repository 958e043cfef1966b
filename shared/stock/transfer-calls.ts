/**
 * Transfers between stock locations across the bridge (area `stockTransfers`): the transfers listed
 * (sent, received, their differences), the one being drafted (kept on disk as it changes: leaving
 * the tab or a restart loses nothing, and it keeps its request id), one sent (its units leave the
 * source at once) and one received at its destination (the units counted in; fewer than sent is the
 * difference). Sending and receiving change the store's stock: the stock right, or a PIN approval of
 * that one transfer.
 */
import type { CallDeclarations } from '../bridge/call-declaration.js';
import { noArgs } from '../bridge/call-declaration.js';
import type { ArgKit } from '../bridge/arg-kit.js';
import { UNITS_KEY } from './stock-approval.js';
import type { LabelLine } from '../labels/label-lines.js';
import type { StockTransferView, StockUnits } from './stock-transfer.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  stockTransfersSend: { id: 'stock.managerOnly.stockTransfersSend', defaultMessage: 'send stock to another location' },
  stockTransfersReceive: { id: 'stock.managerOnly.stockTransfersReceive', defaultMessage: 'receive a transfer into stock' },
});

/** What a transfer being drafted says: from where, to where, its reference and its lines ('' for a place not chosen yet). */
export interface TransferDraftDetails {
  sourceId: string;
  destinationId: string;
  reference: string;
  /** What goes: each line's code, name and price (for the labels at the other end) and units. */
  lines: LabelLine[];
}

/** The transfer being drafted, with the id it is sent under (the till's, new after each transfer sent). */
export interface TransferDraft extends TransferDraftDetails {
  requestId: string;
}

interface TransferToSend {
  /** The page's id of this transfer (one per transfer drafted): sent again after a lost answer, it is found, not sent twice. */
  requestId: string;
  sourceId: string;
  destinationId: string;
  /** Its own reference, or '' (the store's number then). */
  reference: string;
  lines: StockUnits[];
  /** The lines' key (shared/stock/stock-approval.ts), which an approval names; checked against the lines. */
  key: string;
}

export interface StockTransfersCalls {
  /** Transfers between locations, newest first (at most 100). */
  list(): Promise<StockTransferView[]>;
  /** The transfer being drafted (kept on disk). */
  draft(): Promise<TransferDraft>;
  /** Keeps the draft as the page has it now (its request id stays the till's). */
  keepDraft(details: TransferDraftDetails): Promise<TransferDraft>;
  /** Sends the transfer (the draft's request id); the draft then starts again empty, under a new id. */
  send(transfer: TransferToSend): Promise<StockTransferView>;
  /** Receives a sent transfer: each line's units counted in (a line left out: none arrived). */
  receive(number: string, counted: StockUnits[], key: string): Promise<StockTransferView>;
}

const units = ({ z, text }: ArgKit, least: number) =>
  z
    .array(z.object({ variantId: text(64).min(1), quantity: z.number().int().min(least).max(100_000) }).strict())
    .min(1)
    .max(500);

export const stockTransfersCalls = {
  list: { args: noArgs },
  draft: { args: noArgs },
  keepDraft: {
    args: ({ z, text }) =>
      z.tuple([
        z
          .object({
            sourceId: text(64),
            destinationId: text(64),
            reference: text(80),
            lines: z
              .array(
                z
                  .object({ variantId: text(64).min(1), code: text(64), name: text(200), price: text(40), quantity: z.number().int().min(1).max(100_000) })
                  .strict(),
              )
              .max(500),
          })
          .strict(),
      ]),
  },
  send: {
    args: (kit) =>
      kit.z.tuple([
        kit.z
          .object({
            requestId: kit.text(64).min(8),
            sourceId: kit.text(64).min(1),
            destinationId: kit.text(64).min(1),
            reference: kit.text(80),
            lines: units(kit, 1),
            key: kit.z.string().regex(UNITS_KEY, 'the key of the lines sent'),
          })
          .strict(),
      ]),
    managerOnly: managerActions.stockTransfersSend,
    right: 'stock',
    approvalRecord: ([transfer]) => `transfer ${transfer.requestId} from ${transfer.sourceId} to ${transfer.destinationId}: ${transfer.key}`,
  },
  receive: {
    args: (kit) => kit.z.tuple([kit.text(20).min(1), units(kit, 0), kit.z.string().regex(UNITS_KEY, 'the key of the lines counted in')]),
    managerOnly: managerActions.stockTransfersReceive,
    right: 'stock',
    approvalRecord: ([number, , key]) => `transfer ${number}: ${key}`,
  },
} satisfies CallDeclarations<StockTransfersCalls>;
