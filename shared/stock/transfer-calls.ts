/**
 * Transfers between stock locations across the bridge (area `stockTransfers`): the transfers listed
 * (sent, received, their differences), one sent (its units leave the source at once) and one
 * received at its destination (the units counted in; fewer than sent is the difference). Sending and
 * receiving change the store's stock: the stock right, or a PIN approval of that one transfer.
 */
import type { CallDeclarations } from '../bridge/call-declaration.js';
import { noArgs } from '../bridge/call-declaration.js';
import type { ArgKit } from '../bridge/arg-kit.js';
import { UNITS_KEY } from './stock-approval.js';
import type { StockTransferView, StockUnits } from './stock-transfer.js';

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
    managerOnly: 'send stock to another location',
    right: 'stock',
    approvalRecord: ([transfer]) => `transfer ${transfer.requestId} from ${transfer.sourceId} to ${transfer.destinationId}: ${transfer.key}`,
  },
  receive: {
    args: (kit) => kit.z.tuple([kit.text(20).min(1), units(kit, 0), kit.z.string().regex(UNITS_KEY, 'the key of the lines counted in')]),
    managerOnly: 'receive a transfer into stock',
    right: 'stock',
    approvalRecord: ([number, , key]) => `transfer ${number}: ${key}`,
  },
} satisfies CallDeclarations<StockTransfersCalls>;
