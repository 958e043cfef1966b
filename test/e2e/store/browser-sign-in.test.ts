/**
 * Sign-in on the store's own page: Settings opens the store's authorize page in a new browser
 * tab (the browser host's stand-in for the system browser), the customer signs in there, the
 * store redirects to the app's one-time loopback address, and Settings shows the account.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp();

describe("sign-in on the store's page", () => {
  it('signs in through the browser with PKCE and a loopback redirect', async () => {
    const { page, runtime } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /Sign the customer in on the store.s page/ }).click();
    await page.getByText(/Finish signing in on the store.s page/).waitFor();

    const storePage = await opened;
    await storePage.waitForLoadState();
    expect(storePage.url()).toContain('/shop_oauth/authorize');
    expect(new URL(storePage.url()).searchParams.get('code_challenge_method')).toBe('S256');
    await storePage.getByLabel('Email').fill('customer@demo.store');
    await storePage.getByLabel('Password').fill('demo-customer-1');
    await storePage.getByRole('button', { name: 'Sign in' }).click();
    await storePage.getByRole('heading', { name: 'Signed in' }).waitFor();
    expect(new URL(storePage.url()).hostname).toBe('127.0.0.1');

    await page.getByText('Customer signed in').waitFor();
    expect(await page.locator('.signed-in').first().innerText()).toContain('customer@demo.store');
    expect(await runtime.calls.session.status()).toMatchObject({ signedIn: true, email: 'customer@demo.store' });
  });
});
