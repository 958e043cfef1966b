// @vitest-environment happy-dom
/**
 * Settings' store service card says what the app made of the store's agentic discovery document:
 * verified (how many signing keys, their kids, the MCP endpoint live prices use), or refused and
 * why, with live prices read by polling.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgenticDocumentStatus, StoreServiceStatus } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { SettingsScreen } from '../../../../renderer/features/settings/SettingsScreen.js';
import { localBridge } from '../local-bridge.js';

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

function serviceStatus(agentic: AgenticDocumentStatus): StoreServiceStatus {
  return {
    state: 'operational',
    incidents: [],
    policy: '60;w=60',
    bucket: 'address',
    till: null,
    budget: { limit: 60, windowSeconds: 60, sentInWindow: 3, storeRemaining: 57, storeResetAt: null, pausedUntil: null, shared: false },
    agentic,
    checkedAt: '2026-11-23T20:00:00.000Z',
  };
}

async function storeServiceCard(agentic: AgenticDocumentStatus): Promise<HTMLElement> {
  usePosBridgeForTests(
    localBridge({
      session: { status: async () => ({ signedIn: false, email: null, persistent: true }) },
      stores: { list: async () => [] },
      app: { storeStatus: async () => serviceStatus(agentic) },
      admin: { status: async () => ({ connected: false, clientId: null, persistent: true }) },
    }),
  );
  render(<SettingsScreen />);
  const card = screen.getByRole('region', { name: 'Store service' });
  await within(card).findByText('Agentic document');
  return card;
}

describe("the store service card's agentic document", () => {
  it('verified: the number of signing keys, their kids and the MCP endpoint', async () => {
    const card = await storeServiceCard({
      state: 'verified',
      documentUrl: 'https://agents.example.com/.well-known/ucp',
      signingKeys: ['key-2026', 'key-2027'],
      mcpEndpoint: 'https://agents.example.com/mcp',
    });
    const facts = within(card).getByText('Agentic document').nextElementSibling!;
    expect(facts.textContent).toBe('Verified 2 signing keys (key-2026, key-2027); live prices over MCP at https://agents.example.com/mcp.');
  });

  it('refused: the reason in words, and live prices by polling', async () => {
    const card = await storeServiceCard({
      state: 'refused',
      documentUrl: 'https://agents.example.com/.well-known/ucp',
      reason: 'signing key 1 ("p384") has crv "P-384", not P-256',
    });
    const facts = within(card).getByText('Agentic document').nextElementSibling!;
    expect(facts.textContent).toBe(
      'Refused https://agents.example.com/.well-known/ucp was refused: signing key 1 ("p384") has crv "P-384", not P-256. ' +
        'Live prices are read by polling the cart.',
    );
  });
});
