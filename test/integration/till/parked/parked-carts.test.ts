/**
 * Parked carts against the demo store: park the sale, ring up another, resume the parked one and
 * complete it; park, restart the till on the same data folder and resume; a cart the store no
 * longer has (deleted, or placed elsewhere) is said and taken off the list; discarding deletes the
 * cart at the store; a sale whose payment is unconfirmed is not parked. The file is 0600, holds
 * the tokens the screens never see, and a damaged one is set aside with a warning.
 */
import { englishOf, type Words } from '../../../../shared/i18n/words.js';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARKED_CARTS_FILE } from '../../../../electron/till/parked/parked-carts-file.js';
import type { ParkedCarts } from '../../../../shared/parked/parked-carts.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { startParkedTill } from '../../../support/till/parked-till.js';
import { WALK_IN_CUSTOMER, inStockVariant, startTill } from '../../../support/till/sale-till.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const englishOrNull = (words: Words | null) => (words ? englishOf(words) : null);

const demo = useDemoStore();

/** Every request the till sends, by method and path. */
function counted() {
  const requests: string[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
    return fetch(url, init as RequestInit);
  };
  return { requests, fetchImpl };
}

function parkedFile(dataDir: string): { carts: { number: string; token: string }[] } {
  return JSON.parse(readFileSync(path.join(dataDir, PARKED_CARTS_FILE), 'utf8')) as { carts: { number: string; token: string }[] };
}

describe('parked carts', () => {
  it('parks a sale for free, rings up another, resumes the parked one for one cart read, and completes it', async () => {
    const net = counted();
    const events: ParkedCarts[] = [];
    const till = startParkedTill(demo.url, { fetch: net.fetchImpl, onParkedChange: (p) => events.push(p) });
    const tee = await inStockVariant(demo.url, 'classic-crew-tee');
    const first = await till.sale.addLine(tee, 2);

    const before = net.requests.length;
    const list = await till.parked.park('  Blue jacket, back soon  ');
    expect(net.requests.length).toBe(before); // parking asks the store nothing
    expect(list.carts).toEqual([
      expect.objectContaining({
        number: first.number,
        label: 'Blue jacket, back soon',
        itemCount: 2,
        total: first.total,
        displayTotal: first.displayTotal,
        parkedBy: null,
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(first.token!);
    expect(events.at(-1)?.carts.map((c) => c.number)).toEqual([first.number]);
    expect(await till.sale.current()).toBeNull();

    // The next customer: a sale of its own, with its own cart.
    const second = await till.sale.addLine(await inStockVariant(demo.url, 'harbor-logo-tee'), 1);
    expect(second.number).not.toBe(first.number);

    // Resuming while that sale is open is refused unless it is parked first; nothing is lost.
    await expect(till.parked.resume(first.number)).rejects.toThrow(new RegExp(`Sale ${second.number} is in progress`));
    const reads = net.requests.length;
    const resumed = await till.parked.resume(first.number, { label: null });
    expect(net.requests.slice(reads)).toEqual([`GET /api/v2/storefront/cart`]);
    expect(resumed).toMatchObject({
      outcome: 'resumed',
      cart: { number: first.number },
      changes: { any: false, totalBefore: first.displayTotal, totalAfter: first.displayTotal },
    });
    expect(till.parked.list().carts.map((c) => [c.number, c.label])).toEqual([[second.number, null]]);

    // The resumed sale carries on to its receipt.
    await till.sale.setCustomer(WALK_IN_CUSTOMER);
    const receipt = await till.sale.payCash({ tendered: '100' });
    expect(receipt.order.number).toBe(first.number);
    expect(receipt.order.lineItems.map((l) => l.quantity)).toEqual([2]);

    const journal = till.journal.entries({ kinds: ['cart.parked', 'cart.resumed'] }).map((e) => [e.kind, e.data.orderNumber, e.data.label]);
    expect(journal).toEqual([
      ['cart.parked', first.number, 'Blue jacket, back soon'],
      ['cart.parked', second.number, null],
      ['cart.resumed', first.number, 'Blue jacket, back soon'],
    ]);
    expect(till.journal.entries({ kinds: ['cart.parked'] })[0]!.data).toEqual({
      orderNumber: first.number,
      label: 'Blue jacket, back soon',
      itemCount: 2,
      total: first.total,
      currency: first.currency,
    });
  });

  it('keeps parked carts across a restart, in an owner-only file, and resumes one there', async () => {
    const till = startParkedTill(demo.url);
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 3);
    await till.parked.park(null);
    expect(statSync(path.join(till.dataDir, PARKED_CARTS_FILE)).mode & 0o777).toBe(0o600);
    expect(parkedFile(till.dataDir).carts.map((c) => c.number)).toEqual([cart.number]);

    const again = startParkedTill(demo.url, { dataDir: till.dataDir });
    expect(await again.sale.current()).toBeNull();
    expect(again.parked.list()).toEqual({ carts: [expect.objectContaining({ number: cart.number, label: null, itemCount: 3 })], warning: null });
    const resumed = await again.parked.resume(cart.number);
    expect(resumed.outcome).toBe('resumed');
    await again.sale.setCustomer(WALK_IN_CUSTOMER);
    const receipt = await again.sale.payCash({ tendered: '200' });
    expect(receipt.order.number).toBe(cart.number);
    expect(again.parked.list().carts).toEqual([]);
    expect(parkedFile(till.dataDir).carts).toEqual([]);
  });

  it('keeps a sale current, and not parked too, when a park or resume was cut short by a crash', async () => {
    const till = startParkedTill(demo.url);
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 1);
    const record = till.settings.get('sale.current');
    await till.parked.park('half way');
    // The crash came after the parked list was written and before the sale stopped being current.
    till.settings.set('sale.current', record);

    const again = startParkedTill(demo.url, { dataDir: till.dataDir });
    expect(again.parked.list().carts).toEqual([]);
    expect((await again.sale.current())?.number).toBe(cart.number);
    await expect.poll(() => parkedFile(till.dataDir).carts).toEqual([]);
  });

  it('says so and takes a cart off the list when the store deleted it', async () => {
    const till = startParkedTill(demo.url);
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 1);
    await till.parked.park('gone');
    await till.client.deleteCart({ orderToken: cart.token! });

    const resumed = await till.parked.resume(cart.number);
    expect(resumed).toEqual({
      outcome: 'gone',
      message: expect.stringMatching(new RegExp(`no longer has parked cart ${cart.number} \\(gone\\)`)),
      words: { id: 'parked.resume.goneLabelled', defaultMessage: expect.any(String), values: { number: cart.number, label: 'gone' } },
    });
    expect(till.parked.list().carts).toEqual([]);
    expect(await till.sale.current()).toBeNull();
    expect(till.journal.entries({ kinds: ['cart.parked_discarded'] }).map((e) => e.data.reason)).toEqual(['gone']);
  });

  it('says the order number when the parked cart was placed elsewhere', async () => {
    const till = startParkedTill(demo.url);
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 1);
    await till.parked.park(null);
    // Another till holding the same cart takes it to the end.
    const other = startTill(demo.url);
    other.settings.set('sale.current', { token: parkedFile(till.dataDir).carts[0]!.token, number: cart.number, step: 'open' });
    await other.sale.setCustomer(WALK_IN_CUSTOMER);
    await other.sale.payCash({ tendered: '100' });

    const resumed = await till.parked.resume(cart.number);
    expect(resumed).toMatchObject({ outcome: 'placed', orderNumber: cart.number, message: expect.stringContaining(`as order ${cart.number}`) });
    expect(till.parked.list().carts).toEqual([]);
    expect(till.journal.entries({ kinds: ['cart.parked_discarded'] }).map((e) => e.data.reason)).toEqual(['placed']);
  });

  it('discards a parked cart by deleting it at the store', async () => {
    const till = startParkedTill(demo.url);
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 1);
    await till.parked.park('not coming back');
    expect((await till.parked.discard(cart.number)).carts).toEqual([]);
    await expect(till.client.cart({ orderToken: cart.token! })).rejects.toMatchObject({ kind: 'not_found' });
    expect(till.journal.entries({ kinds: ['cart.parked_discarded'] }).map((e) => [e.data.orderNumber, e.data.reason])).toEqual([[cart.number, 'discarded']]);
    await expect(till.parked.resume(cart.number)).rejects.toThrow(/no parked cart/);
  });

  it('does not park a sale whose payment is unconfirmed, and says why', async () => {
    let down = false;
    const fetchImpl: FetchLike = async (url, init) => {
      if (down) throw new TypeError('fetch failed');
      const response = await fetch(url, init as RequestInit);
      if (new URL(url).pathname.endsWith('/checkout/complete')) {
        down = true;
        throw new TypeError('fetch failed');
      }
      return response;
    };
    const till = startParkedTill(demo.url, { fetch: fetchImpl, timeoutMs: 3000 });
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 1);
    await till.sale.setCustomer(WALK_IN_CUSTOMER);
    await expect(till.sale.payCash({ tendered: '100' })).rejects.toThrow();
    down = false;
    await expect(till.parked.park(null)).rejects.toThrow(new RegExp(`Sale ${cart.number} cannot be parked: its payment is not confirmed`));
    expect(till.parked.list().carts).toEqual([]);
    expect(till.sale.attention()).toMatchObject({ number: cart.number });
  });

  it('does not park an empty cart', async () => {
    const till = startParkedTill(demo.url);
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 1);
    await till.sale.removeLine(cart.lineItems[0]!.id);
    await expect(till.parked.park(null)).rejects.toThrow(/nothing to park/);
    expect(till.parked.list().carts).toEqual([]);
  });

  it('leaves the sale current when the parked list cannot be written, and sets a folder in its place aside at the next start', async () => {
    const till = startParkedTill(demo.url);
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 1);
    mkdirSync(path.join(till.dataDir, PARKED_CARTS_FILE));
    await expect(till.parked.park('no room')).rejects.toThrow();
    expect(till.parked.list().carts).toEqual([]);
    expect((await till.sale.current())?.number).toBe(cart.number);

    const again = startParkedTill(demo.url, { dataDir: till.dataDir });
    expect(englishOrNull(again.parked.list().warning)).toMatch(/could not be read/);
    await again.parked.park('room now');
    expect(parkedFile(till.dataDir).carts.map((c) => c.number)).toEqual([cart.number]);
  });

  it('sets a damaged file aside with a warning and starts with an empty list', async () => {
    const till = startParkedTill(demo.url);
    await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 1);
    await till.parked.park(null);
    const file = path.join(till.dataDir, PARKED_CARTS_FILE);
    writeFileSync(file, '{"version":1,"carts":[{"number":"R1"', { mode: 0o600 });

    const logged: string[] = [];
    const again = startParkedTill(demo.url, { dataDir: till.dataDir, log: (line) => logged.push(line) });
    const list = again.parked.list();
    expect(list.carts).toEqual([]);
    expect(englishOrNull(list.warning)).toMatch(/could not be read, so it starts empty.*parked-carts\.unreadable-.*\.json/);
    expect(logged.join('\n')).toMatch(/moved aside/);
    const aside = readdirSync(till.dataDir).filter((n) => n.startsWith('parked-carts.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(till.dataDir, aside[0]!), 'utf8')).toContain('"R1"');
    expect(statSync(path.join(till.dataDir, aside[0]!)).mode & 0o777).toBe(0o600);

    // A list that parses but is not a list of parked carts is set aside too.
    writeFileSync(file, JSON.stringify({ version: 1, carts: [{ number: 'R2', token: 42 }] }), { mode: 0o644 });
    const third = startParkedTill(demo.url, { dataDir: till.dataDir });
    expect(englishOrNull(third.parked.list().warning)).toMatch(/could not be read/);
    expect(readdirSync(till.dataDir).filter((n) => n.startsWith('parked-carts.unreadable-'))).toHaveLength(2);
    for (const name of readdirSync(till.dataDir).filter((n) => n.startsWith('parked-carts.unreadable-'))) {
      expect(statSync(path.join(till.dataDir, name)).mode & 0o777).toBe(0o600);
    }
  });
});
