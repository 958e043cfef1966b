/**
 * The Orders screen: today's chart, filters by state, an order's detail with its shipment's
 * tracking link and history, and finding a guest's web order by number and token; axe on the
 * screen and on the detail; the focus goes where the manager needs it.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { placeWebOrder } from '../support/web-order.js';
import { shipOrder } from '../support/ship-order.js';

const app = useRunningApp();

describe('orders screen', () => {
  it('filters, opens an order in full, finds a guest order, and charts the day', async () => {
    const { page, runtime } = app;
    // Two web orders: one the till already tracks (then ships), one a guest brings to the counter.
    const tracked = await placeWebOrder(runtime.storeUrl, 'harbor-logo-tee', 2);
    await runtime.calls.orders.lookup(tracked.number, tracked.token);
    await shipOrder(runtime.storeUrl, tracked.number, '1ZORDERS');
    await runtime.calls.orders.refresh(tracked.number);
    const guest = await placeWebOrder(runtime.storeUrl, 'classic-crew-tee', 1);

    await page.keyboard.press('F2');
    await page.getByRole('heading', { name: 'Orders', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Tracked orders' });
    await table.getByRole('row', { name: new RegExp(tracked.number) }).waitFor();
    expect(await page.getByText('Updated live').count()).toBe(1);

    // The day chart: an image with a title and a description, and the numbers as a table.
    const chart = page.getByRole('img', { name: /Revenue and orders by hour, today/ });
    await chart.waitFor();
    expect(await chart.evaluate((svg) => svg.querySelector('desc')?.textContent)).toMatch(
      /^1 order today for \$48\.00\. Busiest hour \d\d:00–\d\d:00 with 1 order, \$48\.00\.$/,
    );
    expect(await chart.locator('rect.chart-bar').count()).toBe(1);
    const hourly = page.getByRole('table', { name: 'Orders and revenue by hour, today' });
    expect(await hourly.getByRole('row').count()).toBe(2);
    expect(await hourly.innerText()).toContain('$48.00');

    await expectNoSeriousA11yViolations(page, 'Orders screen');

    // Guest lookup: a wrong token is refused in words and the focus goes back to the number.
    await page.getByLabel('Order number').fill(guest.number);
    await page.getByLabel('Order token').fill('not-the-token');
    await page.getByRole('button', { name: 'Find order' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'No order matches that number and token' });
    await refusal.waitFor();
    expect(await focused(page)).toMatch(/Order number/);
    expect(await page.getByLabel('Order number').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'Orders screen, lookup refused');

    // The right token: the order is tracked and opens in full.
    await page.getByLabel('Order token').fill(guest.token);
    await page.getByRole('button', { name: 'Find order' }).click();
    const guestDetail = page.getByRole('dialog', { name: `Order ${guest.number}` });
    await guestDetail.getByRole('heading', { name: 'Items' }).waitFor();
    expect(await guestDetail.innerText()).toContain('Classic Crew Tee');
    await guestDetail.getByRole('button', { name: 'Close' }).click();
    await guestDetail.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/Find order/);
    await table.getByRole('row', { name: new RegExp(guest.number) }).waitFor();

    // Filters: shipped leaves only the shipped order; "Show all" brings both back.
    await page.getByLabel('Shipment state').selectOption('shipped');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.innerText()).toContain(tracked.number);
    expect(await table.innerText()).not.toContain(guest.number);
    expect(await page.locator('.orders-count').innerText()).toBe('1 of 2 orders');
    await page.getByLabel('Payment state').selectOption('paid');
    expect(await page.getByLabel('Order state').locator('option').allInnerTexts()).toEqual(['Any', 'complete']);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await focused(page)).toMatch(/Order state/);

    // Detail of the shipped order: lines, shipment with its tracking link, payment, addresses, totals, history.
    await table.getByRole('button', { name: `Details of ${tracked.number}` }).click();
    const detail = page.getByRole('dialog', { name: `Order ${tracked.number}` });
    await detail.getByRole('heading', { name: 'Items' }).waitFor();
    const text = await detail.innerText();
    expect(text).toMatch(/Harbor Logo Tee[\s\S]*2[\s\S]*\$24\.00[\s\S]*\$48\.00/);
    expect(text).toMatch(/Cash[\s\S]*\$48\.00/);
    expect(text).toMatch(/Billing address[\s\S]*200 Commercial Street/);
    expect(text).toMatch(/Total\s*\$48\.00/);
    const link = detail.getByRole('link', { name: /Track shipment/ });
    expect(await link.getAttribute('href')).toBe('https://track.demo.store/1ZORDERS');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noreferrer');
    // The till saw the shipment go from ready to shipped.
    expect(await detail.getByRole('heading', { name: 'History' }).count()).toBe(1);
    expect(text).toMatch(/Shipment:\s*ready\s*→\s*shipped/i);
    await expectNoSeriousA11yViolations(page, 'Order detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(new RegExp(`Details of ${tracked.number}`));
  });
});
