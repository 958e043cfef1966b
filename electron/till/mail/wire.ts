/**
 * Email receipts for the store in use: the bridge's `mail.*` calls through the store's admin
 * client (email-receipt-calls.ts). The email typed before payment is the sale's own
 * (`sale.setEmail`).
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import { createPlatformMailClient } from '../../../shared/storefront/client/platform-mail-client.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { StoreWire } from '../store/wire.js';
import { emailReceiptCalls } from './email-receipt-calls.js';

export function wireMail(deps: { till: TillParts; store: StoreWire }) {
  const { admin, scheduler, target } = deps.store;
  const client = createPlatformMailClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch });
  const mail = emailReceiptCalls({
    client,
    adminConnected: () => admin.status().connected,
    withAdmin: (call) => admin.withToken(call),
    journal: deps.till.journal,
    demoStore: target.mode === 'demo',
  });
  return { calls: { mail } satisfies Pick<PosCalls, 'mail'> };
}
