// @vitest-environment happy-dom
/**
 * The Returns screen's returns awaiting goods cost one request when the desk opens, not one after
 * every return: the list is kept, and the one just received leaves it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AwaitingReturn, ReturnDone, ReturnQuote, ReturnableSale, ReturnsDesk } from '../../../../shared/bridge/returns.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { useReturns } from '../../../../renderer/features/returns/returns.js';
import { localBridge } from '../local-bridge.js';

afterEach(() => usePosBridgeForTests(null));

const waiting = (n: number): AwaitingReturn => ({
  authorizationId: `a${n}`,
  authorizationNumber: `RA00${n}`,
  orderNumber: `R00${n}`,
  currency: 'USD',
  total: '24.00',
  displayTotal: '$24.00',
  units: 1,
  reason: null,
});

describe('returns awaiting goods on the Returns screen', () => {
  it('are read once when the desk opens, and the one received leaves the list without another read', async () => {
    let reads = 0;
    const desk: ReturnsDesk = { state: 'ready', message: null, reasons: [{ id: '1', name: 'Changed mind' }], managerAbove: null };
    const quote = {
      authorizationId: 'a1',
      authorizationNumber: 'RA001',
      orderNumber: 'R001',
      items: [{ id: 'i1', lineItemId: 'l1' }],
    } as unknown as ReturnQuote;
    usePosBridgeForTests(
      localBridge({
        returns: {
          open: async () => desk,
          awaiting: async () => {
            reads += 1;
            return [waiting(1), waiting(2)];
          },
          findSale: async () => ({ orderNumber: 'R001', lines: [] }) as unknown as ReturnableSale,
          takeUp: async () => quote,
          refund: async () => ({ orderNumber: 'R001' }) as ReturnDone,
        },
      }),
    );
    await useReturns.getState().open();
    expect(useReturns.getState().awaiting.map((r) => r.authorizationNumber)).toEqual(['RA001', 'RA002']);
    await useReturns.getState().takeUp('R001', 'a1');
    await useReturns.getState().refund('original');
    expect(useReturns.getState().awaiting.map((r) => r.authorizationNumber)).toEqual(['RA002']);
    await useReturns.getState().reset();
    expect(reads).toBe(1);
  });
});
