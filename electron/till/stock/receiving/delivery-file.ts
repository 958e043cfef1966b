/**
 * The delivery being received, on disk: `delivery.json` in the data folder (kept-file.ts), written
 * after every scan or typed quantity, so a restart loses nothing. It also keeps the try in flight
 * (its request id, set before anything is sent): a till that lost the store's answer finds its
 * delivery by reference and that id before it tries again.
 */
import { z } from 'zod';
import type { DeliveryDraft } from '../../../../shared/stock/receiving-calls.js';
import { openKeptFile } from '../kept-file.js';

export const DELIVERY_FILE = 'delivery.json';

const text = (max: number) => z.string().max(max);

const lineSchema = z
  .object({ variantId: text(64).min(1), code: text(64), name: text(200), price: text(40), quantity: z.number().int().min(1).max(100_000) })
  .strict();

const pendingSchema = z.object({ requestId: text(64).min(1), reference: text(80).min(1), locationId: text(64).min(1), at: z.iso.datetime() }).strict();

const fileSchema = z
  .object({
    version: z.literal(1),
    draft: z.object({ locationId: text(64).nullable(), reason: text(80), reference: text(80), lines: z.array(lineSchema).max(500) }).strict(),
    pending: pendingSchema.nullable(),
  })
  .strict();

/** A try at receiving the delivery whose answer has not come back (yet). */
export type PendingReceipt = z.infer<typeof pendingSchema>;

export interface DeliveryState {
  draft: DeliveryDraft;
  pending: PendingReceipt | null;
}

export const EMPTY_DRAFT: DeliveryDraft = { locationId: null, reason: 'Supplier delivery', reference: '', lines: [] };

export function openDeliveryFile(dataDir: string, log: (line: string) => void) {
  const file = openKeptFile({
    dataDir,
    fileName: DELIVERY_FILE,
    schema: fileSchema,
    empty: () => ({ version: 1 as const, draft: { ...EMPTY_DRAFT, lines: [] }, pending: null }),
    what: 'receiving',
    log,
  });
  return {
    read: (): DeliveryState => {
      const { draft, pending } = file.read();
      return { draft, pending };
    },
    write: (next: DeliveryState): Promise<void> => file.write({ version: 1, ...next }),
  };
}
