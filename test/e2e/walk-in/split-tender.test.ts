/**
 * Split tender at the counter, in Chromium through the browser host: part in cash (typed on the
 * on-screen keypad), a declined card that leaves the cash in place, then a test card for the
 * rest; and the simulated card terminal approving, declining, and timing out (the next "Present
 * card" asks the terminal first and uses the charge that went through, never charging twice),
 * the shift's X report counting the decline and the time-out.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { teeToPayment } from '../support/tee-to-payment.js';
import type { RunningApp } from '../support/app.js';
import { useRunningApp } from '../support/use-running-app.js';

/** Keys the amount on the cash keypad, as a clerk's finger would. */
async function keyCash(page: Page, amount: string): Promise<void> {
  const keypad = page.getByRole('group', { name: 'Keypad for cash tendered' });
  await keypad.getByRole('button', { name: 'Clear' }).click();
  for (const key of amount) await keypad.getByRole('button', { name: key === '.' ? 'Decimal point' : key, exact: true }).click();
}

async function cardPaymentsOf(app: RunningApp, number: string): Promise<string[]> {
  const order = await app.runtime.calls.orders.detail(number);
  return order.payments.filter((p) => p.paymentMethodName === 'Test card').map((p) => p.amount);
}

describe('split tender', () => {
  const app = useRunningApp();

  it('takes cash, survives a declined card with the cash in place, and completes with a test card', async () => {
    const { page } = app;
    await teeToPayment(page);
    await keyCash(page, '10');
    expect(await page.getByLabel('Amount tendered').inputValue()).toBe('10');
    await page.getByText('left to pay').waitFor();
    await page.getByRole('button', { name: 'Take cash payment' }).click();

    const sofar = page.getByRole('region', { name: 'Payments so far' });
    await expect.poll(() => sofar.innerText()).toMatch(/Cash\s+\$10\.00/);
    expect(await sofar.innerText()).toContain('Paid $10.00 Cash · $14.00 to pay');
    expect(await page.locator('.pay-total strong').innerText()).toBe('$14.00');
    await expectNoSeriousA11yViolations(page, 'Payment step with a payment so far');

    // At a counter's 1024×768, in the dark theme too: nothing runs out of the payment step, keys are finger-sized.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
    await expectNoSeriousA11yViolations(page, 'Payment step at 1024×768, other theme');
    const step = page.locator('.checkout .card').last();
    expect(await step.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const keys = await page
      .getByRole('group', { name: 'Keypad for cash tendered' })
      .getByRole('button')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...keys)).toBeGreaterThanOrEqual(44);
    expect((await page.getByRole('button', { name: 'Take cash payment' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await page.getByRole('tab', { name: 'Card' }).click();
    expect(await page.getByLabel('Amount to charge').inputValue()).toBe('14.00');
    await page.getByLabel('Card token').fill('tok_decline');
    await page.getByLabel('Name on card').fill('Robin Counter');
    await page.getByRole('button', { name: 'Charge card' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .waitFor();
    // The cash stays; what is left to pay is shown again.
    expect(await sofar.innerText()).toMatch(/Cash\s+\$10\.00/);
    expect(await page.locator('.pay-total strong').innerText()).toBe('$14.00');
    expect(await app.runtime.calls.orders.list()).toHaveLength(0);

    await page.getByLabel('Card token').fill('tok_visa');
    await page.getByLabel('Name on card').fill('Robin Counter');
    await page.getByLabel('Last 4 digits (optional)').fill('4242');
    await page.getByRole('button', { name: 'Charge card' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const receipt = await page.locator('main').innerText();
    expect(receipt).toMatch(/Paid \(Cash\)\s+\$10\.00/);
    expect(receipt).toMatch(/Paid \(Test card •••• 4242\)\s+\$14\.00/);
    const orders = await app.runtime.calls.orders.list();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentState: 'paid' });
    expect(await cardPaymentsOf(app, orders[0]!.number)).toEqual(['14.00']);
    await page.getByRole('button', { name: /New sale/ }).click();
  });
});

/**
 * A till of its own: three sales rung within seconds on top of the cold till's pictures would
 * spend more than the store's budget (60 requests a minute), and the counter then rightly waits
 * for the store; a counter rings a handful of sales a minute, not three in twenty seconds.
 */
describe('the simulated card terminal', () => {
  const app = useRunningApp();

  it('presents a card at the simulated terminal: declined, timed out and charged once, then approved', async () => {
    const { page } = app;
    // A shift is open, so its X report counts the terminal's decline and time-out (at the end).
    await app.runtime.calls.shift.open({ total: '100.00' });
    const earlier = new Set((await app.runtime.calls.orders.list()).map((o) => o.number));
    const before = earlier.size;
    await teeToPayment(page);
    await page.getByRole('tab', { name: 'Card' }).click();

    const terminal = page.getByRole('dialog', { name: 'Card terminal' });
    await page.getByRole('button', { name: 'Present card · $24.00' }).click();
    await terminal.waitFor();
    expect(await terminal.innerText()).toContain('Present card… $24.00');
    await expectNoSeriousA11yViolations(page, 'Card terminal panel');
    for (const choice of ['Approve', 'Decline', 'Time out', 'Customer cancels']) {
      expect((await terminal.getByRole('button', { name: choice }).boundingBox())!.height, choice).toBeGreaterThanOrEqual(44);
    }
    await terminal.getByRole('button', { name: 'Decline' }).click();
    await terminal.waitFor({ state: 'detached' });
    await page.getByRole('alert').filter({ hasText: 'The card was declined at the terminal' }).waitFor();

    await page.getByRole('button', { name: 'Present card · $24.00' }).click();
    await terminal.getByRole('button', { name: 'Time out' }).click();
    await terminal.waitFor({ state: 'detached' });
    await page.getByRole('alert').filter({ hasText: 'The terminal did not answer in time' }).waitFor();
    expect(await app.runtime.calls.orders.list()).toHaveLength(before);

    // Presented again: the terminal says the card was charged; that charge is used, not repeated.
    await page.getByRole('button', { name: 'Present card · $24.00' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const afterTimeout = await app.runtime.calls.orders.list();
    expect(afterTimeout).toHaveLength(before + 1);
    const placed = afterTimeout.find((o) => !earlier.has(o.number))!;
    expect(placed).toMatchObject({ paymentState: 'paid' });
    expect(await cardPaymentsOf(app, placed.number)).toEqual(['24.00']);
    await page.getByRole('button', { name: /New sale/ }).click();

    // The next sale: the customer's card approves at once.
    await teeToPayment(page);
    await page.getByRole('tab', { name: 'Card' }).click();
    await page.getByRole('button', { name: 'Present card · $24.00' }).click();
    await terminal.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Test card •••• 4242');
    expect(await app.runtime.calls.orders.list()).toHaveLength(before + 2);

    // The shift's X report counts the card declined at the terminal and the terminal's time-out.
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    const notTaken = page.getByRole('table', { name: 'Cards not taken' });
    expect(await notTaken.innerText()).toMatch(/Card declines\s+1\s+Terminal time-outs\s+1/);
  });
});
