/**
 * The app's log file: what reaches it and what never does. Lines are in the file as soon as they
 * are logged (a crash right after loses none); a token, a PIN, an Authorization header, an order
 * token in a URL or a password never reach it, whether written in a line's words or as fields;
 * the folder is 0700 and the files 0600. Through the runtime: the start, the store in use and
 * each bridge call (method, duration, outcome, never its arguments) are written.
 */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { LOGS_FOLDER, openAppLog, type AppLog } from '../../../../electron/till/diagnostics/app-log.js';
import { withTestRuntime } from '../../../support/till/test-runtime.js';

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'pos-log-'));
const logText = (log: AppLog) =>
  log
    .files()
    .map((file) => readFileSync(file, 'utf8'))
    .join('');

const ORDER_TOKEN = 'ordtok_7f3a9c2e51b84d06';
const BEARER = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2lnbg';
const PIN = '482913';
const PASSWORD = 'hunter2-correct-horse';

describe('the app log', () => {
  it('never writes a token, a PIN, an Authorization header or an order token in a URL', async () => {
    const dataDir = folder();
    const log = await openAppLog({ dataDir, process: 'browser-host' });
    log.info(`GET http://127.0.0.1:4000/api/v2/storefront/cart?order_token=${ORDER_TOKEN}&include=line_items 200`);
    log.info(`request headers: Authorization: Bearer ${BEARER}; X-Shop-Order-Token: ${ORDER_TOKEN}`);
    log.warn(`retrying with bearer ${BEARER}`);
    log.error(`bridge staff.unlock failed: {"pin":"${PIN}","password":"${PASSWORD}","orderToken":"${ORDER_TOKEN}","managerPin":${PIN}}`);
    log.info(`signed in at https://shopper:${PASSWORD}@store.example.com/account`);
    log.call({ method: 'staff.unlock', ms: 12, outcome: 'refused:invalid_input' });
    // Written as it happens: readable before the log is closed.
    const beforeClose = logText(log);
    expect(beforeClose).toContain('bridge staff.unlock refused:invalid_input 12ms');
    await log.close();
    const text = readFileSync(path.join(dataDir, LOGS_FOLDER, path.basename(log.files()[0]!)), 'utf8');
    for (const secret of [ORDER_TOKEN, BEARER, PIN, PASSWORD]) expect(text).not.toContain(secret);
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(8);
    // Every line is one JSON object with its level, time and process.
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; time: string; process: string; msg: string });
    expect(lines).toHaveLength(6);
    expect(lines.map((l) => l.level)).toEqual(['info', 'info', 'warn', 'error', 'info', 'info']);
    expect(lines.every((l) => l.process === 'browser-host' && !Number.isNaN(Date.parse(l.time)))).toBe(true);
    expect(lines[0]!.msg).toContain('/api/v2/storefront/cart?order_token=[redacted]&include=line_items 200');
  });

  it('takes a line written after it closed without throwing (a late catalog sync or check after the till closed)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-log-'));
    const log = await openAppLog({ dataDir, process: 'browser-host' });
    log.info('before closing');
    await log.close();
    expect(() => {
      log.info('catalog sync failed: late');
      log.warn('late');
      log.error('late');
      log.call({ method: 'sale.current', outcome: 'ok', ms: 1 });
    }).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const text = log
      .files()
      .map((file) => readFileSync(file, 'utf8'))
      .join('');
    expect(text).toContain('before closing');
    expect(text).not.toContain('late');
  });

  it('keeps its folder 0700 and its files 0600', async () => {
    const dataDir = folder();
    const log = await openAppLog({ dataDir, process: 'main' });
    log.info('hello');
    await log.close();
    if (process.platform === 'win32') return;
    expect(statSync(path.join(dataDir, LOGS_FOLDER)).mode & 0o777).toBe(0o700);
    for (const file of log.files()) expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('records the start, the store and each bridge call of a runtime, without arguments', async () => {
    const dataDir = folder();
    await withTestRuntime({ dataDir }, async (runtime) => {
      const record = (call: Parameters<typeof runtime.log.call>[0]) => runtime.log.call(call);
      await dispatchBridgeCall(runtime.calls, 'catalog.lookupCode', ['NO-SUCH-CODE-55'], () => {}, runtime.gate, record);
      await dispatchBridgeCall(runtime.calls, 'staff.approve', [PIN, { method: 'shift.openDrawer', record: null }], () => {}, runtime.gate, record);
      await dispatchBridgeCall(runtime.calls, 'sale.setQuantity', ['line-1', -4], () => {}, runtime.gate, record);
      await dispatchBridgeCall(runtime.calls, `nope.${ORDER_TOKEN}`, [], () => {}, runtime.gate, record);
      const text = logText(runtime.log);
      expect(text).toMatch(/start: Storefront POS test \(browser\)/);
      expect(text).toMatch(/store: embedded demo store at http:\/\/127\.0\.0\.1:\d+/);
      expect(text).toMatch(/bridge catalog\.lookupCode ok \d+ms/);
      expect(text).toMatch(/bridge staff\.approve (ok|failed:\w+|refused:\w+) \d+ms/);
      expect(text).toMatch(/bridge sale\.setQuantity refused:invalid_input \d+ms/);
      expect(text).toMatch(/bridge \(unknown method\) refused:invalid_input \d+ms/);
      for (const argument of ['NO-SUCH-CODE-55', PIN, ORDER_TOKEN, 'line-1']) expect(text).not.toContain(argument);
    });
  });

  it('records a counter request waiting for the request budget, and the connection as it changes', async () => {
    const dataDir = folder();
    // A budget of one request in 3 s: a second counter request waits for it, long enough to be said.
    await withTestRuntime({ dataDir, rateLimit: { limit: 1, windowMs: 3_000 } }, async (runtime) => {
      await Promise.all([1, 2, 3].map(() => runtime.calls.catalog.product('stoneware-coffee-mug').catch(() => null)));
      const text = logText(runtime.log);
      expect(text).toMatch(/scheduler: a counter request waits for the request budget until \d{4}-\d\d-\d\dT/);
      expect(text).toMatch(/connection: (online|rate_limited)/);
    });
  });
});
