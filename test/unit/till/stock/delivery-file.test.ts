/**
 * The delivery on disk: what was written is read back whole by a till started again (its lines and
 * the try in flight); a damaged file is moved aside, said in the log, and the till starts empty.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DELIVERY_FILE, EMPTY_DRAFT, openDeliveryFile } from '../../../../electron/till/stock/receiving/delivery-file.js';

const line = { variantId: '12', code: '2000000000022', name: 'Harbor Logo Tee (Navy, S)', price: '$24.00', quantity: 4 };

describe('the delivery file', () => {
  it('is read back as written, after a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pos-delivery-'));
    const first = openDeliveryFile(dir, () => {});
    expect(first.read()).toEqual({ draft: EMPTY_DRAFT, pending: null });
    const state = {
      draft: { locationId: '2', reason: 'Customer order', reference: 'PO-9', lines: [line] },
      pending: { requestId: 'c0ffee00-1', reference: 'PO-9', locationId: '2', at: new Date().toISOString() },
    };
    await first.write(state);
    expect(openDeliveryFile(dir, () => {}).read()).toEqual(state);
  });

  it('a damaged file is set aside, said in the log, and the delivery starts empty', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pos-delivery-'));
    writeFileSync(path.join(dir, DELIVERY_FILE), '{"version":1,"draft":');
    const said: string[] = [];
    const file = openDeliveryFile(dir, (l) => said.push(l));
    expect(file.read().draft.lines).toEqual([]);
    expect(said[0]).toMatch(/^receiving: delivery\.json could not be read; moved aside as delivery\.unreadable-/);
    expect(readdirSync(dir).filter((f) => f.startsWith('delivery.unreadable-'))).toHaveLength(1);
  });
});
