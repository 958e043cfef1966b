/**
 * The delivery being received, on disk: `delivery.json` in the data folder, written whole (through
 * a temporary file) after every scan or typed quantity, so a restart loses nothing. It also keeps
 * the try in flight (its request id, set before anything is sent): a till that lost the store's
 * answer finds its delivery by reference and that id before it tries again. A file that cannot be
 * read is moved aside with a line in the log, and the till starts with an empty delivery.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DeliveryDraft } from '../../../../shared/stock/receiving-calls.js';
import { writePrivateFile } from '../../../private-files.js';

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
  const file = path.join(dataDir, DELIVERY_FILE);
  let state: DeliveryState = { draft: { ...EMPTY_DRAFT, lines: [] }, pending: null };
  if (existsSync(file)) {
    const parsed = (() => {
      try {
        return fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        return null;
      }
    })();
    if (parsed?.success) state = { draft: parsed.data.draft, pending: parsed.data.pending };
    else {
      const aside = path.join(dataDir, `delivery.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      renameSync(file, aside);
      log(`receiving: ${DELIVERY_FILE} could not be read; moved aside as ${path.basename(aside)}`);
    }
  }
  return {
    read: (): DeliveryState => state,
    async write(next: DeliveryState): Promise<void> {
      await writePrivateFile(file, `${JSON.stringify({ version: 1, ...next }, null, 1)}\n`);
      state = next;
    },
  };
}
