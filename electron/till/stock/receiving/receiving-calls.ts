/**
 * The bridge's `stockReceiving.*` calls: a delivery scanned in line by line (on disk after each
 * change), then received at the store as one stock transfer with only a destination. Exactly once:
 * the try's request id is written before it is sent; a lost answer (or a restart in between) is
 * looked up by the delivery's reference at that location before anything is sent again, and a
 * reference the store has already received is refused by the store in words.
 */
import { requireApprovedContent } from '../approved-content.js';
import { randomUUID } from 'node:crypto';
import type { PosCalls } from '../../../../shared/bridge/bridge.js';
import type { DeliveryDraft, DeliveryLine, DeliveryReceived } from '../../../../shared/stock/receiving-calls.js';
import type { StockPlace, StockTransferView } from '../../../../shared/stock/stock-transfer.js';
import { unitsOf } from '../../../../shared/stock/stock-transfer.js';
import type { PlatformStockTransfersClient } from '../../../../shared/storefront/client/platform-stock-transfers-client.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { TillJournal } from '../../shift/till-journal.js';
import { openDeliveryFile, type DeliveryState, type PendingReceipt } from './delivery-file.js';

const messages = defineMessages({
  noAdmin: {
    id: 'stock.refusal.noAdminToChange',
    defaultMessage:
      'The store’s stock changes through its admin client, and it is not connected: a manager connects it in Settings → Manager’s admin client. Nothing was changed; the delivery is kept.',
  },
  answerLost: {
    id: 'stock.refusal.deliveryAnswerLost',
    defaultMessage:
      'The store did not answer. The delivery is kept: press Receive again, and the till first looks it up by its reference, so it is never received twice.',
  },
  nothingToReceive: { id: 'stock.refusal.nothingToReceive', defaultMessage: 'Nothing to receive yet: scan or type what arrived.' },
  noOwnLocation: { id: 'stock.refusal.noOwnLocation', defaultMessage: 'The store has no stock location of its own to receive into.' },
});

export const NO_ADMIN_FOR_STOCK = wordsOf(messages.noAdmin);
const ANSWER_LOST = wordsOf(messages.answerLost);

export interface StockAdmin {
  client: PlatformStockTransfersClient;
  adminConnected(): boolean;
  withAdmin<T>(call: (token: string) => Promise<T>): Promise<T>;
}

interface ReceivingOptions extends StockAdmin {
  dataDir: string;
  journal: Pick<TillJournal, 'append'>;
  log(line: string): void;
}

/** The store's stock locations, its own first; refused in words without the admin client. */
function stockPlaces(admin: StockAdmin): () => Promise<StockPlace[]> {
  return async () => {
    if (!admin.adminConnected()) throw new TillRefusal({ kind: 'not_signed_in', message: NO_ADMIN_FOR_STOCK });
    const places = await admin.withAdmin((token) => admin.client.locations(token, { priority: 'tracking' }));
    return [...places].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  };
}

/** A lost answer: the request may have reached the store (not a refusal it answered). */
const answerLost = (error: unknown) => !isStorefrontError(error) || error.kind === 'network' || (error.kind === 'server' && error.status >= 500);

export function receivingCalls(options: ReceivingOptions) {
  const file = openDeliveryFile(options.dataDir, options.log);
  const places = stockPlaces(options);
  // One change at a time, in the order they came (two quick scans both count).
  let queue: Promise<unknown> = Promise.resolve();
  const change = <T>(work: (state: DeliveryState) => Promise<T>): Promise<T> => {
    const next = queue.then(() => work(file.read()));
    queue = next.catch(() => undefined);
    return next;
  };
  const saveDraft = async (state: DeliveryState, draft: DeliveryDraft) => {
    await file.write({ ...state, draft });
    return draft;
  };
  const withLines = (draft: DeliveryDraft, lines: DeliveryLine[]): DeliveryDraft => ({ ...draft, lines });

  /** Our earlier try, if the store has it: found by reference at that location, and our request id. */
  const findEarlier = async (pending: PendingReceipt): Promise<StockTransferView | null> => {
    const found = await options.withAdmin((token) =>
      options.client.transfers(token, { reference: pending.reference, destinationId: pending.locationId }, { priority: 'sale' }),
    );
    return found.find((t) => t.kind === 'receipt' && t.requestId === pending.requestId) ?? null;
  };

  const done = async (state: DeliveryState, transfer: StockTransferView, sentNow: boolean): Promise<DeliveryReceived> => {
    const lines = state.draft.lines;
    await file.write({ draft: { ...state.draft, reference: '', lines: [] }, pending: null });
    options.journal.append('stock.transfer', {
      step: 'delivery received',
      number: transfer.number,
      reference: transfer.reference,
      location: transfer.destinationName,
      units: unitsOf(transfer.lines),
      short: 0,
    });
    options.log(
      `receiving: delivery ${transfer.reference} received as ${transfer.number} at ${transfer.destinationName}${sentNow ? '' : ' (found after a lost answer)'}`,
    );
    return { transfer, lines, sentNow };
  };

  const receive = (typed: string, key: string) =>
    change(async (state) => {
      await requireApprovedContent(key, state.draft.lines, 'delivery');
      if (!options.adminConnected()) throw new TillRefusal({ kind: 'not_signed_in', message: NO_ADMIN_FOR_STOCK });
      const reference = typed.trim();
      if (state.draft.lines.length === 0) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.nothingToReceive) });
      if (state.pending) {
        const earlier = await findEarlier(state.pending);
        if (earlier) return done(state, earlier, false);
      }
      const locationId = state.draft.locationId ?? (await places()).find((p) => p.isDefault)?.id;
      if (!locationId) throw new TillRefusal({ kind: 'server', message: wordsOf(messages.noOwnLocation) });
      // The same delivery tried again keeps its request id; another reference or location is a new try.
      const same = state.pending?.reference.toLowerCase() === reference.toLowerCase() && state.pending.locationId === locationId;
      const pending: PendingReceipt = same && state.pending ? state.pending : { requestId: randomUUID(), reference, locationId, at: new Date().toISOString() };
      const sending: DeliveryState = { draft: { ...state.draft, reference }, pending };
      await file.write(sending);
      const { draft } = sending;
      const request = {
        reference,
        reason: draft.reason || null,
        sourceId: null,
        destinationId: pending.locationId,
        requestId: pending.requestId,
        lines: draft.lines,
      };
      try {
        return await done(sending, await options.withAdmin((token) => options.client.create(token, request, { priority: 'sale' })), true);
      } catch (error) {
        if (!answerLost(error)) {
          // The store answered with a refusal: nothing was received; the delivery stays as it is.
          await file.write({ ...sending, pending: null });
          throw error;
        }
        const earlier = await findEarlier(pending).catch(() => null);
        if (earlier) return done(sending, earlier, false);
        throw new TillRefusal({ kind: 'offline', message: ANSWER_LOST });
      }
    });

  return {
    locations: places,
    draft: async () => file.read().draft,
    addLine: (line) =>
      change(async (state) => {
        const lines = [...state.draft.lines];
        const at = lines.findIndex((l) => l.variantId === line.variantId);
        if (at >= 0) lines[at] = { ...lines[at]!, quantity: Math.min(100_000, lines[at]!.quantity + line.quantity) };
        else lines.push({ ...line });
        return saveDraft(state, withLines(state.draft, lines));
      }),
    setQuantity: (variantId, quantity) =>
      change(async (state) => {
        const lines = state.draft.lines.flatMap((l) => (l.variantId !== variantId ? [l] : quantity > 0 ? [{ ...l, quantity }] : []));
        return saveDraft(state, withLines(state.draft, lines));
      }),
    setDetails: (details) => change(async (state) => saveDraft(state, { ...state.draft, ...details })),
    discard: () => change(async (state) => saveDraft({ ...state, pending: null }, { ...state.draft, reference: '', lines: [] })),
    receive,
  } satisfies PosCalls['stockReceiving'];
}
