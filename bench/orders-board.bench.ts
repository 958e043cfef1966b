/**
 * The manager's orders board within the store's budget: 500 web orders placed today in the demo
 * store, then the till as it runs (60 requests per 60 s enforced by the store) with the admin
 * client connected and the board open (it asks what changed once a minute, as the Orders screen
 * does), alerts checked, and the counter selling three-line walk-in cash sales back to back for
 * BENCH_BOARD_SECONDS (default 180). Reported: the board's requests per minute, every 429, and
 * the counter's sales per minute meanwhile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN_CLIENT } from '../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../electron/demo-store/http/server.js';
import { startPosRuntime } from '../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { DEMO_STORE_FOLDER } from '../electron/till/store/store-target.js';
import { DEFAULT_BOARD_FILTERS } from '../shared/orders/orders-board.js';
import { ADDRESS, SF, addItem, call, many, newCart, payWith } from '../test/support/demo-store/store-client.js';
import { startDemoStoreInProcess } from '../test/support/demo-store/in-process-demo-store.js';
import type { BenchResult } from './result.js';
import { freePort } from './till-host.js';

const ORDERS = 500;
/** The board's refresh while it is open (renderer/features/board/OrdersBoard.tsx asks once a minute). */
const BOARD_REFRESH_MS = 60_000;

/** Stocked variants of the demo catalog (not back-orderable), from the store itself. */
async function stockedVariants(store: DemoStore): Promise<string[]> {
  const answer = await call(store, `${SF}/products?per_page=100&include=variants`);
  return many(answer.body)
    .flatMap((p) => (p.relationships?.variants?.data as { id: string }[] | undefined) ?? [])
    .map((v) => v.id);
}

/** A guest's web order, paid in cash and collected in store: true when the store placed it. */
async function webOrder(store: DemoStore, variantId: string, i: number): Promise<boolean> {
  const cart = await newCart(store);
  if ((await addItem(store, cart.token, variantId)).status !== 200) return false;
  const email = `web.${i}@example.com`;
  const order = { email, bill_address_attributes: { ...ADDRESS, lastname: `Web${i}` }, ship_address_attributes: ADDRESS };
  if ((await call(store, `${SF}/checkout`, { method: 'PATCH', orderToken: cart.token, body: { order } })).status !== 200) return false;
  if ((await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: cart.token })).status !== 200) return false;
  if ((await payWith(store, cart.token, 'Cash')).status !== 201) return false;
  return (await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token })).status === 200;
}

export async function benchOrdersBoard(): Promise<BenchResult[]> {
  const seconds = Number(process.env.BENCH_BOARD_SECONDS ?? 180);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-board-'));
  const port = await freePort();
  const storeDir = path.join(dataDir, DEMO_STORE_FOLDER);
  try {
    // 1. Today's 500 web orders, placed without a limit so the bench does not wait for them.
    let variants: string[];
    {
      const store = await startDemoStore({ dataDir: storeDir, port, rateLimit: false, autoFulfil: false });
      variants = await stockedVariants(store);
      let placed = 0;
      for (let i = 0; placed < ORDERS && i < ORDERS * 3; i++) if (await webOrder(store, variants[i % variants.length]!, i)) placed++;
      if (placed < ORDERS) throw new Error(`only ${placed} web orders could be placed`);
      await store.close();
    }

    // 2. The till on the same store with its limit on: the counter sells, the board is open.
    const statuses: { status: number; path: string }[] = [];
    const runtime = await startPosRuntime({
      dataDir,
      settings: openSettingsFile(dataDir),
      version: 'bench',
      shell: 'browser',
      secrets: memorySecretStore(),
      demoStore: {
        port,
        autoFulfil: false,
        log: (line) => {
          const m = /^[A-Z]+ (\S+) (\d{3}) \d+ms$/.exec(line);
          if (m) statuses.push({ path: m[1]!, status: Number(m[2]) });
        },
      },
      startDemoStore: startDemoStoreInProcess,
    });
    try {
      await runtime.calls.staff.setUp({ name: 'Bench Manager', pin: '246810' });
      await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
      const start = Date.now();
      const before = statuses.length;
      const first = await runtime.calls.board.view(DEFAULT_BOARD_FILTERS);
      let sales = 0;
      let boardReads = 1;
      const end = start + seconds * 1000;
      const board = (async () => {
        while (Date.now() + BOARD_REFRESH_MS < end) {
          await new Promise((r) => setTimeout(r, BOARD_REFRESH_MS));
          await runtime.calls.board.refresh(DEFAULT_BOARD_FILTERS);
          boardReads++;
        }
      })();
      let next = 0;
      while (Date.now() < end) {
        for (let lines = 0; lines < 3 && variants.length > 0;) {
          const variant = variants[next++ % variants.length]!;
          try {
            await runtime.calls.sale.addLine(variant, 1);
            lines++;
          } catch {
            // Sold out by the web orders or earlier sales: the clerk sells something else.
            variants = variants.filter((v) => v !== variant);
          }
        }
        if (variants.length === 0) throw new Error('the demo store ran out of stock');
        const cart = await runtime.calls.sale.pickupInStore();
        await runtime.calls.sale.payCash({ tendered: cart.total });
        sales++;
      }
      await board;
      const minutes = (Date.now() - start) / 60_000;
      const during = statuses.slice(before);
      const boardRequests = during.filter((s) => s.path.startsWith('/api/v2/platform/orders')).length;
      const tooMany = during.filter((s) => s.status === 429).length;
      console.info(`  ${first.total} orders on the board; ${boardReads} board reads; ${during.length} requests in ${minutes.toFixed(1)} min`);
      return [
        // The board's first read pages through the range (100 orders a page), then asks once a minute
        // what changed; alerts read the store's open orders every 3 minutes: all of them are counted.
        {
          name: `Platform order reads per minute with ${ORDERS} orders (the board open, alerts on) while the counter sells`,
          value: boardRequests / minutes,
          unit: 'req/min',
          target: `≤ ${Math.ceil(ORDERS / 100)} for the first read, then 1 per refresh`,
        },
        { name: 'answers 429 during that run', value: tooMany, unit: '', target: '0' },
        { name: 'three-line walk-in cash sales per minute during that run', value: sales / minutes, unit: 'sales/min' },
      ];
    } finally {
      await runtime.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
