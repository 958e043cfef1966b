/**
 * The bridge's `stockTransfers.*` calls: transfers between the store's stock locations listed, sent
 * and received through the admin client. A send carries the page's request id: sent again after a
 * lost answer, the till finds it by that id first and never sends it twice; a receive whose answer
 * was lost is read back by its number (received: done). Each step is journaled.
 */
import type { PosCalls } from '../../../../shared/bridge/bridge.js';
import { unitsOf, unitsShort, type StockTransferView } from '../../../../shared/stock/stock-transfer.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { requireApprovedContent } from '../approved-content.js';
import type { TillJournal } from '../../shift/till-journal.js';
import { NO_ADMIN_FOR_STOCK, type StockAdmin } from '../receiving/receiving-calls.js';

const ANSWER_LOST = 'The store did not answer. Try again: the till looks the transfer up first, so it is never done twice.';

const answerLost = (error: unknown) => !isStorefrontError(error) || error.kind === 'network' || (error.kind === 'server' && error.status >= 500);

interface TransferOptions extends StockAdmin {
  journal: Pick<TillJournal, 'append'>;
  log(line: string): void;
}

export function transferCalls(options: TransferOptions) {
  const { client } = options;
  const admin = <T>(call: (token: string) => Promise<T>) => {
    if (!options.adminConnected()) throw new TillRefusal({ kind: 'not_signed_in', message: NO_ADMIN_FOR_STOCK });
    return options.withAdmin(call);
  };
  // Request ids this till has sent (their answers may have been lost): looked up before sending again.
  const tried = new Set<string>();
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
    list: async () => (await admin((token) => client.transfers(token, {}, { priority: 'tracking' }))).filter((t) => t.kind === 'transfer'),
    async send({ key, ...transfer }) {
      await requireApprovedContent(key, transfer.lines, 'The transfer');
      if (transfer.sourceId === transfer.destinationId) {
        throw new TillRefusal({ kind: 'invalid_input', message: 'Choose two different locations: stock moves from one to another.' });
      }
      if (tried.has(transfer.requestId)) {
        const earlier = await sentWith(transfer.requestId);
        if (earlier) return earlier;
      }
      tried.add(transfer.requestId);
      const request = { ...transfer, reason: 'Transfer', reference: transfer.reference.trim() };
      try {
        return journaled('transfer sent', await admin((token) => client.create(token, request, { priority: 'sale' })));
      } catch (error) {
        if (!answerLost(error)) throw error;
        const earlier = await sentWith(transfer.requestId).catch(() => null);
        if (earlier) return journaled('transfer sent', earlier);
        throw new TillRefusal({ kind: 'offline', message: ANSWER_LOST });
      }
    },
    async receive(number, counted, key) {
      await requireApprovedContent(key, counted, 'What was counted in');
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
