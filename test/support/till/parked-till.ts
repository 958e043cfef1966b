/**
 * A till with its sale service and its parked carts, wired as the runtime wires them (without
 * the catalog), for tests that park, restart on the same data folder and resume.
 */
import { openParkedCarts, type ParkedCartsOptions } from '../../../electron/till/parked/parked-carts.js';
import { startTill, type TillOptions } from './sale-till.js';

export function startParkedTill(
  storeUrl: string,
  options: TillOptions & Pick<ParkedCartsOptions, 'catalogVariant' | 'log'> & { onParkedChange?: ParkedCartsOptions['onChange'] } = {},
) {
  const { catalogVariant, log, onParkedChange: onChange, ...tillOptions } = options;
  const till = startTill(storeUrl, tillOptions);
  const parked = openParkedCarts({
    dataDir: till.dataDir,
    store: storeUrl,
    client: till.client,
    sale: till.sale,
    journal: till.journal,
    ...(catalogVariant ? { catalogVariant } : {}),
    ...(log ? { log } : {}),
    ...(onChange ? { onChange } : {}),
  });
  return { ...till, parked };
}
