/**
 * A store profile's time zone through the bridge dispatch, as the page calls it, against the demo
 * store: a zone the till does not know is refused in words and nothing changes; a zone a manager
 * sets reaches the report's range and hours and the CSV's times, written with its offset.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName, SalesReportView, StoreProfileView } from '../../../../shared/bridge/bridge.js';
import { isoInZone, tillTimeZone, zoneClock, zoneDate } from '../../../../shared/reports/time-zone.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { useTestRuntimeWithCatalog } from '../../../support/till/test-runtime.js';
import { placeWebOrder } from '../../../e2e/support/web-order.js';

const running = useTestRuntimeWithCatalog();

/** One call as the page makes it: schema, then the till's gate, then the service. */
async function call<T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> {
  const answer = await dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value as T;
}
const demoZone = async () => (await call<StoreProfileView[]>('stores.list')).find((p) => p.id === 'demo')!.timeZone;

describe("a store's time zone", () => {
  it("refuses a zone the till does not know, in words, and keeps the till's own", async () => {
    expect(await demoZone()).toEqual({ name: tillTimeZone(), tillsOwn: true });
    await expect(call('stores.setTimeZone', 'demo', 'Mars/Olympus_Mons')).rejects.toThrow(
      '“Mars/Olympus_Mons” is not a time zone this till knows: give its name such as America/New_York or Europe/London.',
    );
    expect(await demoZone()).toEqual({ name: tillTimeZone(), tillsOwn: true });
  });

  it("puts the report's range and hours and the CSV's times in the zone a manager sets", async () => {
    await call('admin.connect', { clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    const placed = await placeWebOrder(running.runtime.storeUrl, 'harbor-logo-tee', 1);
    const token = await adminToken(running.runtime.storeUrl);
    const res = await fetch(`${running.runtime.storeUrl}/api/v2/platform/orders/${placed.number}`, { headers: { Authorization: `Bearer ${token}` } });
    const completedAt = ((await res.json()) as { data: { attributes: { completed_at: string } } }).data.attributes.completed_at;

    // Kolkata keeps +05:30 all year, so its midnight is 18:30 UTC the day before, whatever the till's own zone.
    const views = await call<StoreProfileView[]>('stores.setTimeZone', 'demo', 'Asia/Kolkata');
    expect(views.find((p) => p.id === 'demo')!.timeZone).toEqual({ name: 'Asia/Kolkata', tillsOwn: false });
    const query = { kind: 'day', date: zoneDate(Date.parse(completedAt), 'Asia/Kolkata') };
    const view = await call<SalesReportView>('reports.sales', query);
    expect(view.timeZone).toBe('Asia/Kolkata');
    expect(view.range.from).toMatch(/T18:30:00\.000Z$/);
    const hour = zoneClock(Date.parse(completedAt), 'Asia/Kolkata').getUTCHours();
    expect(view.report.byHour[hour]!.orders).toBeGreaterThanOrEqual(1);

    const csv = (await call<{ csv: string }>('reports.exportCsv', query, 'orders')).csv;
    const row = csv.split('\r\n').find((r) => r.startsWith(`${placed.number},`))!;
    expect(row.split(',')[1]).toBe(isoInZone(completedAt, 'Asia/Kolkata'));
    expect(row.split(',')[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);

    // Cleared: the till's own zone again, said as such.
    expect((await call<StoreProfileView[]>('stores.setTimeZone', 'demo', null)).find((p) => p.id === 'demo')!.timeZone).toEqual({
      name: tillTimeZone(),
      tillsOwn: true,
    });
  });
});
