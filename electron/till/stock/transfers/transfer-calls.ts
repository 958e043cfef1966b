/**
 * The bridge's `stockTransfers.*` calls: transfers between the store's stock locations listed,
 * drafted (kept on disk: transfer-draft-file.ts), sent and received through the admin client. A
 * send carries the draft's request id, marked on disk as in flight before it goes (the file is the
 * only record of it): sent again after a lost answer or a restart, or under an id that is no longer
 * the draft's, the till looks it up by that id first and never sends it twice; a receive
 * whose answer was lost is read back by its number (received: done). Each step is journaled.
 */
import type { PosCalls } from '../../../../shared/bridge/bridge.js';
import { unitsOf, unitsShort, type StockTransferView } from '../../../../shared/stock/stock-transfer.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { requireApprovedContent } from '../approved-content.js';
import type { TillJournal } from '../../shift/till-journal.js';
import { NO_ADMIN_FOR_STOCK, type StockAdmin } from '../receiving/receiving-calls.js';
import { emptyTransferDraft, openTransferDraftFile } from './transfer-draft-file.js';

const messages = defineMessages({
  answerLost: {
    id: 'stock.refusal.transferAnswerLost',
    defaultMessage: 'The store did not answer. Try again: the till looks the transfer up first, so it is never done twice.',
  },
  beingSent: { id: 'stock.refusal.transferBeingSent', defaultMessage: 'The transfer is being sent: wait for the store, or send it again.' },
  sameLocation: { id: 'stock.refusal.sameLocation', defaultMessage: 'Choose two different locations: stock moves from one to another.' },
});

const ANSWER_LOST = wordsOf(messages.answerLost);

const answerLost = (error: unknown) => !isStorefrontError(error) || error.kind === 'network' || (error.kind === 'server' && error.status >= 500);

interface TransferOptions extends StockAdmin {
  dataDir: string;
  journal: Pick<TillJournal, 'append'>;
  log(line: string): void;
}

export function transferCalls(options: TransferOptions) {
  const { client } = options;
  const admin = <T>(call: (token: string) => Promise<T>) => {
    if (!options.adminConnected()) throw new TillRefusal({ kind: 'not_signed_in', message: NO_ADMIN_FOR_STOCK });
    return options.withAdmin(call);
  };
  const file = openTransferDraftFile(options.dataDir, options.log);
  /**
   * Whether a send under this id may already be at the store, from the file alone: its draft's send
   * began (the answer may have been lost), or the id is no longer the draft's (its draft was sent).
   */
  const maybeSent = (requestId: string) => {
    const { draft, sending } = file.read();
    return sending || draft.requestId !== requestId;
  };
  /** The draft starts again under a new id once its transfer is at the store (the places stay chosen). */
  const sentDraft = async (requestId: string) => {
    const now = file.read().draft;
    if (now.requestId === requestId) await file.write({ draft: emptyTransferDraft(now), sending: false });
  };
  const sentWith = async (requestId: string) =>
    (await admin((token) => client.transfers(token, { requestId }, { priority: 'sale' }))).find((t) => t.requestId === requestId) ?? null;

  const journaled = (step: 'transfer sent' | 'transfer received', transfer: StockTransferView) => {
    const received = step === 'transfer received';
    options.journal.append('stock.transfer', {
      step,
      number: transfer.number,
      reference: transfer.reference,
      location: received ? transfer.destinationName : (transfer.sourceName ?? ''),
      units: received ? transfer.lines.reduce((sum, l) => sum + (l.receivedQuantity ?? 0), 0) : unitsOf(transfer.lines),
      short: received ? unitsShort(transfer) : 0,
    });
    options.log(`transfers: ${transfer.number} ${step}`);
    return transfer;
  };

  return {
    draft: async () => file.read().draft,
    async keepDraft(details) {
      const { draft, sending } = file.read();
      if (sending) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.beingSent) });
      await file.write({ draft: { ...details, requestId: draft.requestId }, sending: false });
      return file.read().draft;
    },
    list: async () => (await admin((token) => client.transfers(token, {}, { priority: 'tracking' }))).filter((t) => t.kind === 'transfer'),
    async send({ key, ...transfer }) {
      await requireApprovedContent(key, transfer.lines, 'transfer');
      if (transfer.sourceId === transfer.destinationId) {
        throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.sameLocation) });
      }
      if (maybeSent(transfer.requestId)) {
        const earlier = await sentWith(transfer.requestId);
        if (earlier) {
          await sentDraft(transfer.requestId);
          return earlier;
        }
      }
      const kept = file.read();
      if (kept.draft.requestId === transfer.requestId) await file.write({ ...kept, sending: true });
      const request = { ...transfer, reason: 'Transfer', reference: transfer.reference.trim() };
      const sent = async (transfer: StockTransferView) => {
        await sentDraft(request.requestId);
        return journaled('transfer sent', transfer);
      };
      try {
        return await sent(await admin((token) => client.create(token, request, { priority: 'sale' })));
      } catch (error) {
        if (!answerLost(error)) {
          // The store refused it: nothing was sent, and the draft can be changed again.
          const now = file.read();
          if (now.draft.requestId === request.requestId) await file.write({ ...now, sending: false });
          throw error;
        }
        const earlier = await sentWith(transfer.requestId).catch(() => null);
        if (earlier) return sent(earlier);
        throw new TillRefusal({ kind: 'offline', message: ANSWER_LOST });
      }
    },
    async receive(number, counted, key) {
      await requireApprovedContent(key, counted, 'countedIn');
      try {
        return journaled('transfer received', await admin((token) => client.receive(token, number, counted, { priority: 'sale' })));
      } catch (error) {
        if (!answerLost(error)) throw error;
        const now = await admin((token) => client.transfer(token, number, { priority: 'sale' })).catch(() => null);
        if (now?.state === 'received') return journaled('transfer received', now);
        throw new TillRefusal({ kind: 'offline', message: ANSWER_LOST });
      }
    },
  } satisfies PosCalls['stockTransfers'];
}
