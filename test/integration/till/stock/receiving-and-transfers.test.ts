/**
 * Receiving deliveries and transfers between locations, against a real demo store (real HTTP
 * through the till's own services and the store's Platform API): a delivery's lines survive a
 * restart and are received once; the same reference received twice at a location is refused in
 * words; a lost answer (and a restart after it) is looked up, never received twice; a transfer
 * never creates stock (the sum over locations is unchanged by a send and its full receipt, and a
 * shortfall is recorded, added nowhere); sending more than the source holds or receiving more than
 * was sent is refused.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { receivingCalls } from '../../../../electron/till/stock/receiving/receiving-calls.js';
import { transferCalls } from '../../../../electron/till/stock/transfers/transfer-calls.js';
import { createPlatformStockTransfersClient } from '../../../../shared/storefront/client/platform-stock-transfers-client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { platform, type Platform } from '../../../support/demo-store/returns-client.js';
import { many } from '../../../support/demo-store/store-client.js';
import { unitsKey } from '../../../../shared/stock/stock-approval.js';
import { stockReceivingCalls } from '../../../../shared/stock/receiving-calls.js';
import { stockTransfersCalls } from '../../../../shared/stock/transfer-calls.js';

let store: DemoStore;
let pf: Platform;
let token: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  token = await adminToken(store.url);
  pf = platform(store, token);
});
afterAll(async () => store?.close());

/** What the network does to the till's requests: `lose` forwards a request and throws its answer away; `down` reaches nothing. */
const network = { lose: (_method: string, _url: string) => false, down: false };
const tillFetch: FetchLike = async (input, init) => {
  if (network.down) throw new TypeError('fetch failed');
  const { priority: _priority, ...plain } = init ?? {};
  const answer = await fetch(input, plain);
  if (network.lose(init?.method ?? 'GET', String(input))) {
    network.lose = () => false;
    network.down = true;
    throw new TypeError('fetch failed');
  }
  return answer;
};

function services(dataDir: string) {
  const journal: { kind: string; data: unknown }[] = [];
  const admin = {
    client: createPlatformStockTransfersClient({ baseUrl: store.url, fetch: tillFetch }),
    adminConnected: () => true,
    withAdmin: <T>(call: (t: string) => Promise<T>) => call(token),
    journal: { append: (kind: string, data: unknown) => journal.push({ kind, data }) } as never,
    log: () => {},
  };
  return { receiving: receivingCalls({ ...admin, dataDir }), transfers: transferCalls({ ...admin, dataDir }), journal };
}

/** The key of the delivery as the page shows it (its draft's lines), which a receive (and its approval) names. */
const deliveryKey = async (till: ReturnType<typeof services>) => unitsKey((await till.receiving.draft()).lines);

interface Held {
  variantId: string;
  sku: string;
  counts: Map<string, number>;
}

/** Every stock item of these variants, by location. */
async function stockOf(variantIds: string[]): Promise<Map<string, Map<string, number>>> {
  const answer = await pf.get(`/stock_items?filter[variant_id]=${variantIds.join(',')}&per_page=100`);
  expect(answer.status).toBe(200);
  const byVariant = new Map<string, Map<string, number>>();
  for (const item of many(answer.body)) {
    const variantId = (item.relationships!.variant!.data as { id: string }).id;
    const location = (item.relationships!.stock_location!.data as { id: string }).id;
    const counts = byVariant.get(variantId) ?? new Map<string, number>();
    counts.set(location, item.attributes.count_on_hand as number);
    byVariant.set(variantId, counts);
  }
  return byVariant;
}

/** Variants the store's own location holds at least `least` of, not backorderable. */
async function heldVariants(least: number, n: number): Promise<Held[]> {
  const answer = await pf.get('/stock_items?per_page=100&include=variant');
  const held = many(answer.body).filter((i) => (i.attributes.count_on_hand as number) >= least && i.attributes.backorderable === false);
  const variants = new Map(many({ data: (answer.body as { included?: never[] }).included ?? [] }).map((v) => [v.id, v.attributes.sku as string]));
  return held.slice(0, n).map((i) => {
    const variantId = (i.relationships!.variant!.data as { id: string }).id;
    return { variantId, sku: variants.get(variantId) ?? variantId, counts: new Map([['1', i.attributes.count_on_hand as number]]) };
  });
}

const lineOf = (held: Held, quantity: number) => ({ variantId: held.variantId, code: held.sku, name: held.sku, price: '', quantity });
const total = (counts: Map<string, number> | undefined) => [...(counts?.values() ?? [])].reduce((a, b) => a + b, 0);

describe('receiving a delivery', () => {
  it('keeps the lines on disk through a restart, receives them once, and refuses the same reference again in words', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-receiving-'));
    const [a, b] = await heldVariants(1, 2);
    const before = await stockOf([a!.variantId, b!.variantId]);
    const first = services(dataDir);
    await first.receiving.addLine(lineOf(a!, 1));
    await first.receiving.addLine(lineOf(a!, 1));
    await first.receiving.addLine(lineOf(b!, 4));
    await first.receiving.setDetails({ locationId: null, reason: 'Supplier delivery', reference: 'PO-1234' });
    // A restart: the delivery is read back from disk as it was.
    const again = services(dataDir);
    expect((await again.receiving.draft()).lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [a!.variantId, 2],
      [b!.variantId, 4],
    ]);
    const received = await again.receiving.receive('PO-1234', await deliveryKey(again));
    expect(received.sentNow).toBe(true);
    expect(received.transfer.number).toMatch(/^T\d{9}$/);
    expect(received.transfer).toMatchObject({ kind: 'receipt', state: 'received', reference: 'PO-1234', reason: 'Supplier delivery', destinationId: '1' });
    expect(received.lines.map((l) => l.quantity)).toEqual([2, 4]);
    expect((await again.receiving.draft()).lines).toEqual([]);
    const after = await stockOf([a!.variantId, b!.variantId]);
    expect(after.get(a!.variantId)!.get('1')).toBe(before.get(a!.variantId)!.get('1')! + 2);
    expect(after.get(b!.variantId)!.get('1')).toBe(before.get(b!.variantId)!.get('1')! + 4);
    // Its movements are the ledger's, action "received", naming the transfer.
    expect(again.journal).toEqual([{ kind: 'stock.transfer', data: expect.objectContaining({ step: 'delivery received', units: 6, reference: 'PO-1234' }) }]);

    // The same reference (in another case) scanned in again: the store refuses it in words, and nothing moves.
    await again.receiving.addLine(lineOf(a!, 3));
    await expect(again.receiving.receive('po-1234', await deliveryKey(again))).rejects.toThrow(
      /^Delivery PO-1234 was already received on \d{2} \w{3} \d{4} at Wharf Street Store \(T\d{9}\)/,
    );
    expect((await stockOf([a!.variantId])).get(a!.variantId)!.get('1')).toBe(after.get(a!.variantId)!.get('1'));
    expect((await again.receiving.draft()).lines).toHaveLength(1);
    // The same reference at the warehouse is another delivery.
    await again.receiving.setDetails({ locationId: '2', reason: 'Customer order', reference: 'PO-1234' });
    const atWarehouse = await again.receiving.receive('PO-1234', await deliveryKey(again));
    expect(atWarehouse.transfer.destinationName).toBe('Harbor Road Warehouse');
    expect((await stockOf([a!.variantId])).get(a!.variantId)!.get('2')).toBe(3);
  });

  it('a lost answer is looked up by its reference after a restart: received once, never twice', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-receiving-'));
    const [held] = await heldVariants(1, 1);
    const before = (await stockOf([held!.variantId])).get(held!.variantId)!.get('1')!;
    const till = services(dataDir);
    await till.receiving.addLine(lineOf(held!, 5));
    await till.receiving.setDetails({ locationId: '1', reason: 'Supplier delivery', reference: 'DN-77' });
    // The store takes the delivery, its answer is lost and the network stays down (the look-up fails too).
    network.lose = (method, url) => method === 'POST' && url.endsWith('/stock_transfers');
    await expect(till.receiving.receive('DN-77', await deliveryKey(till))).rejects.toThrow(
      'press Receive again, and the till first looks it up by its reference',
    );
    network.down = false;
    expect((await stockOf([held!.variantId])).get(held!.variantId)!.get('1')).toBe(before + 5);
    // The till restarts; Receive again finds the delivery the store took, and sends nothing.
    const restarted = services(dataDir);
    const found = await restarted.receiving.receive('DN-77', await deliveryKey(restarted));
    expect(found.sentNow).toBe(false);
    expect(found.lines.map((l) => l.quantity)).toEqual([5]);
    const answer = await pf.get('/stock_transfers?filter[reference_eq]=DN-77');
    expect(many(answer.body)).toHaveLength(1);
    expect((await stockOf([held!.variantId])).get(held!.variantId)!.get('1')).toBe(before + 5);
    expect((await restarted.receiving.draft()).lines).toEqual([]);
  });
});

describe('transfers between locations', () => {
  it('never create stock: sent units leave the source at once, a full receipt keeps the sum, a shortfall is recorded and added nowhere', async () => {
    const { transfers } = services(mkdtempSync(path.join(os.tmpdir(), 'pos-transfers-')));
    const [a, b] = await heldVariants(6, 2);
    const ids = [a!.variantId, b!.variantId];
    const before = await stockOf(ids);
    const sumBefore = ids.map((id) => total(before.get(id)));
    const onHand = (id: string) => before.get(id)!.get('1')!;

    // More than the source holds of a non-backorderable item: refused, nothing moves.
    await expect(
      transfers.send({
        key: await unitsKey([{ variantId: a!.variantId, quantity: onHand(a!.variantId) + 1 }]),
        requestId: 'req-too-many-1',
        sourceId: '1',
        destinationId: '2',
        reference: '',
        lines: [{ variantId: a!.variantId, quantity: onHand(a!.variantId) + 1 }],
      }),
    ).rejects.toThrow(`Wharf Street Store has ${onHand(a!.variantId)}, fewer than the ${onHand(a!.variantId) + 1} to send`);

    const sent = await transfers.send({
      key: await unitsKey([
        { variantId: a!.variantId, quantity: 5 },
        { variantId: b!.variantId, quantity: 3 },
      ]),
      requestId: 'req-transfer-1',
      sourceId: '1',
      destinationId: '2',
      reference: 'Restock harbor',
      lines: [
        { variantId: a!.variantId, quantity: 5 },
        { variantId: b!.variantId, quantity: 3 },
      ],
    });
    expect(sent).toMatchObject({ kind: 'transfer', state: 'sent', sourceName: 'Wharf Street Store', destinationName: 'Harbor Road Warehouse' });
    const inTransit = await stockOf(ids);
    expect(inTransit.get(a!.variantId)!.get('1')).toBe(onHand(a!.variantId) - 5);
    expect(total(inTransit.get(a!.variantId))).toBe(sumBefore[0]! - 5);

    // More counted in than sent: refused.
    await expect(
      transfers.receive(sent.number, [{ variantId: a!.variantId, quantity: 6 }], await unitsKey([{ variantId: a!.variantId, quantity: 6 }])),
    ).rejects.toThrow('6 counted in, more than the 5 sent');
    // 5 of a arrived, 1 of b (2 short).
    const counted = [
      { variantId: a!.variantId, quantity: 5 },
      { variantId: b!.variantId, quantity: 1 },
    ];
    const received = await transfers.receive(sent.number, counted, await unitsKey(counted));
    expect(received.state).toBe('received');
    expect(received.lines.map((l) => [l.variantId, l.quantity, l.receivedQuantity, l.difference])).toEqual([
      [a!.variantId, 5, 5, 0],
      [b!.variantId, 3, 1, -2],
    ]);
    const after = await stockOf(ids);
    expect(total(after.get(a!.variantId))).toBe(sumBefore[0]);
    expect(total(after.get(b!.variantId))).toBe(sumBefore[1]! - 2);
    // Received twice: refused in words, nothing added.
    await expect(
      transfers.receive(sent.number, [{ variantId: b!.variantId, quantity: 2 }], await unitsKey([{ variantId: b!.variantId, quantity: 2 }])),
    ).rejects.toThrow(`Transfer ${sent.number} was already received`);
    expect(total((await stockOf([b!.variantId])).get(b!.variantId))).toBe(sumBefore[1]! - 2);
    // Listed with its difference.
    expect((await transfers.list()).find((t) => t.number === sent.number)?.lines.map((l) => l.difference)).toEqual([0, -2]);
  });

  it('a send whose answer was lost is found by its request id and not sent twice', async () => {
    const { transfers } = services(mkdtempSync(path.join(os.tmpdir(), 'pos-transfers-')));
    const [held] = await heldVariants(3, 1);
    const before = (await stockOf([held!.variantId])).get(held!.variantId)!;
    const lines = [{ variantId: held!.variantId, quantity: 2 }];
    const request = { requestId: 'req-lost-send-1', sourceId: '1', destinationId: '2', reference: '', lines, key: await unitsKey(lines) };
    network.lose = (method, url) => method === 'POST' && url.endsWith('/stock_transfers');
    await expect(transfers.send(request)).rejects.toThrow('the till looks the transfer up first');
    network.down = false;
    const again = await transfers.send(request);
    expect(again.state).toBe('sent');
    expect(many((await pf.get('/stock_transfers?filter[request_id_eq]=req-lost-send-1')).body)).toHaveLength(1);
    expect((await stockOf([held!.variantId])).get(held!.variantId)!.get('1')).toBe(before.get('1')! - 2);
  });

  it('keeps the transfer being drafted on disk; a send whose answer was lost, the till then restarted, is found and not sent twice', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-transfer-draft-'));
    const first = services(dataDir);
    const [held] = await heldVariants(3, 1);
    const before = (await stockOf([held!.variantId])).get(held!.variantId)!;
    const empty = await first.transfers.draft();
    expect(empty).toMatchObject({ sourceId: '', destinationId: '', reference: '', lines: [] });
    const details = { sourceId: '1', destinationId: '2', reference: 'Van 3', lines: [lineOf(held!, 2)] };
    const kept = await first.transfers.keepDraft(details);
    expect(kept).toEqual({ ...details, requestId: empty.requestId });
    // The page cannot choose the id a transfer is sent under.
    expect(await first.transfers.keepDraft({ ...details, requestId: 'mine' } as never)).toMatchObject({ requestId: empty.requestId });
    // A restart reads the draft back as it was.
    const second = services(dataDir);
    const draft = await second.transfers.draft();
    expect(draft).toEqual(kept);
    const units = draft.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
    const request = { requestId: draft.requestId, sourceId: draft.sourceId, destinationId: draft.destinationId, reference: draft.reference, lines: units };
    network.lose = (method, url) => method === 'POST' && url.endsWith('/stock_transfers');
    await expect(second.transfers.send({ ...request, key: await unitsKey(units) })).rejects.toThrow('the till looks the transfer up first');
    // While its send is unsettled, the draft is not changed under it.
    await expect(second.transfers.keepDraft({ ...details, lines: [lineOf(held!, 3)] })).rejects.toThrow('The transfer is being sent');
    network.down = false;
    // Restarted again: Send again finds the transfer the store took, and sends nothing.
    const third = services(dataDir);
    const found = await third.transfers.send({ ...request, key: await unitsKey(units) });
    expect([found.state, found.reference]).toEqual(['sent', 'Van 3']);
    expect(many((await pf.get(`/stock_transfers?filter[request_id_eq]=${draft.requestId}`)).body)).toHaveLength(1);
    expect((await stockOf([held!.variantId])).get(held!.variantId)!.get('1')).toBe(before.get('1')! - 2);
    // The draft starts again empty under a new id, from and to the same places.
    const next = await third.transfers.draft();
    expect(next).toMatchObject({ sourceId: '1', destinationId: '2', reference: '', lines: [] });
    expect(next.requestId).not.toBe(draft.requestId);
  });

  it('goes to the store only with the content it was approved for: lines changed since, or other lines under an old key, are refused and nothing moves', async () => {
    const till = services(mkdtempSync(path.join(os.tmpdir(), 'pos-approved-')));
    const [a] = await heldVariants(4, 1);
    const before = await stockOf([a!.variantId]);
    await till.receiving.addLine(lineOf(a!, 1));
    // The manager approved "1 line, 1 unit"; the clerk then makes it 40 and sends the old key.
    const approved = await deliveryKey(till);
    await till.receiving.setQuantity(a!.variantId, 40);
    await expect(till.receiving.receive('PO-APPROVED-1', approved)).rejects.toThrow('The delivery changed since it was shown for approval');
    // A transfer's lines sent with the key of other lines: refused before the store is asked.
    const small = [{ variantId: a!.variantId, quantity: 1 }];
    const key = await unitsKey(small);
    await expect(
      till.transfers.send({
        requestId: 'req-approved-1',
        sourceId: '1',
        destinationId: '2',
        reference: '',
        lines: [{ variantId: a!.variantId, quantity: 4 }],
        key,
      }),
    ).rejects.toThrow('The transfer changed since it was shown for approval');
    expect(await stockOf([a!.variantId])).toEqual(before);
    // What an approval names differs with the content, so a PIN given for one covers no other.
    const record = stockTransfersCalls.send.approvalRecord;
    const other = await unitsKey([{ variantId: a!.variantId, quantity: 4 }]);
    expect(record([{ requestId: 'r', sourceId: '1', destinationId: '2', reference: '', lines: small, key }])).not.toBe(
      record([{ requestId: 'r', sourceId: '1', destinationId: '2', reference: '', lines: small, key: other }]),
    );
    expect(stockReceivingCalls.receive.approvalRecord(['PO-1', key])).toBe('delivery PO-1: 1 line, 1 unit #' + key.split('#')[1]);
  });
});
