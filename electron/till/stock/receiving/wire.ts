/**
 * Receiving deliveries and transfers between locations for the store in use: the bridge's
 * `stockReceiving.*` and `stockTransfers.*` calls, through the store's admin client.
 */
import type { PosCalls } from '../../../../shared/bridge/bridge.js';
import { createPlatformStockTransfersClient } from '../../../../shared/storefront/client/platform-stock-transfers-client.js';
import type { TillParts } from '../../runtime/till-parts.js';
import type { StoreWire } from '../../store/wire.js';
import { transferCalls } from '../transfers/transfer-calls.js';
import { receivingCalls } from './receiving-calls.js';

export function wireStockReceiving(deps: { till: TillParts; store: StoreWire }) {
  const { admin, scheduler, target } = deps.store;
  const { options, journal, log } = deps.till;
  const stockAdmin = {
    client: createPlatformStockTransfersClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch }),
    adminConnected: () => admin.status().connected,
    withAdmin: <T>(call: (token: string) => Promise<T>) => admin.withToken(call),
  };
  const calls = {
    stockReceiving: receivingCalls({ ...stockAdmin, dataDir: options.dataDir, journal, log }),
    stockTransfers: transferCalls({ ...stockAdmin, dataDir: options.dataDir, journal, log }),
  } satisfies Pick<PosCalls, 'stockReceiving' | 'stockTransfers'>;
  return { calls };
}
