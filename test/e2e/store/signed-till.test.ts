/**
 * A manager makes the till's key in Settings, turns signing on for the demo store, and the
 * store's operator registers the public key shown (through the Platform API with the admin
 * client, as an operator would); Settings' store status then shows the store authenticating
 * this till by its signature. Before the key is registered the store refuses the signature and
 * Settings says which check failed. The private key never reaches the page.
 */
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp();

async function operatorToken(storeUrl: string): Promise<string> {
  const res = await fetch(`${storeUrl}/shop_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'demo-pos-admin', client_secret: 'demo-admin-secret-1', scope: 'admin' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('a signed till', () => {
  it('is authenticated by the store once its key is registered', async () => {
    const { page, runtime } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const card = page.getByRole('region', { name: 'Signed requests' });
    const service = page.getByRole('region', { name: 'Store service' });
    await service.getByText('None reported').waitFor();
    await page.getByRole('region', { name: 'Stores' }).getByText('In use').waitFor();
    // Staff read Settings in the counter's words: header names, keys and request budgets wait under "Advanced".
    const shown = await page.getByRole('main').innerText();
    for (const developerWords of [/X-Shop/, /X-Spree/, /JWK/, /requests per/, /this till sent/, /Key id/]) expect(shown).not.toMatch(developerWords);
    await card.getByText('Advanced', { exact: true }).click();
    const signing = card.getByRole('checkbox', { name: /Sign this till.s requests to Demo store/ });
    expect(await signing.isDisabled()).toBe(true);

    await card.getByRole('button', { name: /Make this till.s key/ }).click();
    const jwkBox = card.getByRole('textbox', { name: 'Public key (JWK) to register with the store' });
    await jwkBox.waitFor();
    const jwk = JSON.parse(await jwkBox.inputValue()) as Record<string, string>;
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');
    await card.getByText(jwk.kid!, { exact: true }).waitFor();

    await signing.check();
    await card.getByText(/Every request to the store is signed/).waitFor();

    // Not registered yet: the store refuses the signature, and says which check failed.
    await service.getByText('Advanced', { exact: true }).click();
    await service.getByText(/per address/).waitFor();
    await service.getByRole('button', { name: 'Check again' }).click();
    await service.getByText(/Signature refused: .*(not registered|unknown)/i).waitFor();

    // The operator registers the till's public key as shown in Settings.
    const admin = await operatorToken(runtime.storeUrl);
    const registered = await fetch(`${runtime.storeUrl}/api/v2/platform/till_keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ till_key: { name: 'Front counter', public_jwk: jwk } }),
    });
    expect(registered.status).toBe(201);

    await service.getByRole('button', { name: 'Check again' }).click();
    await service.getByText('Authenticated by its signature as “Front counter”').waitFor();
    // A till the store authenticates has its own rate-limit budget, not the address's.
    await service.getByText(/60 requests per 60 s for this till \(its own budget\)/).waitFor();
    expect(await runtime.calls.app.storeStatus()).toMatchObject({ till: { state: 'authenticated', as: 'Front counter' } });

    const html = await page.content();
    expect(html).not.toMatch(/"d"\s*:/);
    await expectNoSeriousA11yViolations(page, 'Settings with a signed till');
  });
});
