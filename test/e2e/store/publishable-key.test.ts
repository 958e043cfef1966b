/**
 * A manager sets the store's publishable key for the demo profile in Settings: a key the store
 * never issued is refused in words and not kept; the key the operator issued is kept (the screen
 * says only that one is set, never the key), goes with the till's requests, and when the operator
 * revokes it, the clerk is told in words at the counter. Clearing it lets the till go on.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
const PF = '/api/v2/platform';

/** The store's operator, through the Platform API with the admin client. */
async function operator(pathname: string, method: 'POST' | 'PATCH', body?: unknown): Promise<{ id: string; attributes: Record<string, unknown> }> {
  const storeUrl = app.runtime.storeUrl;
  const token = await fetch(`${storeUrl}/shop_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
      scope: 'admin',
    }),
  });
  const { access_token: admin } = (await token.json()) as { access_token: string };
  const answer = await fetch(`${storeUrl}${PF}${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { data: { id: string; attributes: Record<string, unknown> } }).data;
}

describe('the publishable key of a store profile, in Settings', () => {
  it('is refused when the store never issued it, kept when it did, told to the clerk when revoked, and cleared', async () => {
    const { page } = app;
    await page.keyboard.press('F3');
    const stores = page.getByRole('region', { name: 'Stores' });
    const demo = stores.getByRole('listitem').filter({ hasText: 'Demo store (built in)' });
    await demo.getByText('No publishable key').waitFor();

    const field = demo.getByLabel('Publishable key for Demo store (built in)');
    await field.fill('pk_made-up-by-someone');
    await demo.getByRole('button', { name: 'Save key' }).click();
    await stores.getByRole('alert').filter({ hasText: 'The store refused this till’s publishable key' }).waitFor();
    await demo.getByText('No publishable key').waitFor();

    const issued = await operator('/publishable_keys', 'POST', { publishable_key: { name: 'Till 1' } });
    const key = issued.attributes.token as string;
    await field.fill(key);
    await demo.getByRole('button', { name: 'Save key' }).click();
    await demo.getByText('Publishable key set (kept in the keychain)').waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await page.content()).not.toContain(key);
    for (const file of filesUnder(app.dataDir)) expect(readFileSync(file).includes(Buffer.from(key)), file).toBe(false);
    await expectNoSeriousA11yViolations(page, 'Settings, a publishable key set');

    // The operator cuts this key off: the clerk is told why at the counter, in words.
    await operator(`/publishable_keys/${issued.id}/revoke`, 'PATCH');
    await page.keyboard.press('F5');
    await page
      .getByRole('main')
      .getByText(/The store refused this till’s publishable key \(The publishable key \(X-Shop-Token\) was revoked\)/)
      .first()
      .waitFor();

    await page.keyboard.press('F3');
    await demo.getByRole('button', { name: 'Clear the publishable key of Demo store (built in)' }).click();
    await demo.getByText('No publishable key').waitFor();
    await page.keyboard.press('F5');
    await page.getByRole('main').getByRole('heading', { name: 'Policies' }).waitFor();
  });
});
