/**
 * The transfer being drafted, on disk: `transfer.json` in the data folder (kept-file.ts), written
 * after every change the page makes, so leaving the tab or a restart loses nothing. It keeps the id
 * the transfer is sent under and, once a send began, that the send is in flight: a till that lost
 * the store's answer (or was closed meanwhile) looks the transfer up by that id before it sends again.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { TransferDraft } from '../../../../shared/stock/transfer-calls.js';
import { openKeptFile } from '../kept-file.js';

const TRANSFER_FILE = 'transfer.json';

const text = (max: number) => z.string().max(max);

const fileSchema = z
  .object({
    version: z.literal(1),
    draft: z
      .object({
        requestId: text(64).min(8),
        sourceId: text(64),
        destinationId: text(64),
        reference: text(80),
        lines: z
          .array(
            z.object({ variantId: text(64).min(1), code: text(64), name: text(200), price: text(40), quantity: z.number().int().min(1).max(100_000) }).strict(),
          )
          .max(500),
      })
      .strict(),
    /** True once a send of this draft's request id began (its answer may have been lost). */
    sending: z.boolean(),
  })
  .strict();

export type TransferDraftState = Omit<z.infer<typeof fileSchema>, 'version'>;

/** An empty draft under a new request id, from `sourceId` to `destinationId` when given. */
export const emptyTransferDraft = (places: Pick<TransferDraft, 'sourceId' | 'destinationId'> = { sourceId: '', destinationId: '' }): TransferDraft => ({
  requestId: randomUUID(),
  sourceId: places.sourceId,
  destinationId: places.destinationId,
  reference: '',
  lines: [],
});

export function openTransferDraftFile(dataDir: string, log: (line: string) => void) {
  const file = openKeptFile({
    dataDir,
    fileName: TRANSFER_FILE,
    schema: fileSchema,
    empty: () => ({ version: 1 as const, draft: emptyTransferDraft(), sending: false }),
    what: 'transfers',
    log,
  });
  return {
    read: (): TransferDraftState => {
      const { draft, sending } = file.read();
      return { draft, sending };
    },
    write: (next: TransferDraftState): Promise<void> => file.write({ version: 1, ...next }),
  };
}
