/**
 * The split tender and terminal calls take only what their schemas allow: amounts of money
 * (never negative, never three decimals), a card by token with a strict shape, the training
 * terminal's four choices and card numbers of digits.
 */
import { describe, expect, it } from 'vitest';
import type { PosCalls } from '../../../../shared/bridge/bridge.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';

function recording(seen: unknown[][]): PosCalls {
  const area = () =>
    new Proxy(
      {},
      {
        get:
          (_t, method) =>
          async (...args: unknown[]) => {
            seen.push([method, ...args]);
            return null;
          },
      },
    );
  return new Proxy({}, { get: area }) as unknown as PosCalls;
}

describe('split tender and terminal arguments', () => {
  it('passes good ones through', async () => {
    const seen: unknown[][] = [];
    const calls = recording(seen);
    expect(await dispatchBridgeCall(calls, 'sale.tenderCash', [{ tendered: '20' }])).toMatchObject({ ok: true });
    expect(await dispatchBridgeCall(calls, 'sale.tenderCard', [{ token: 'tok_visa', name: 'Sam', amount: '14.50', lastDigits: '4242' }])).toMatchObject({
      ok: true,
    });
    expect(await dispatchBridgeCall(calls, 'sale.tenderSavedCard', ['7', '5.00'])).toMatchObject({ ok: true });
    expect(await dispatchBridgeCall(calls, 'terminal.present', ['14.50'])).toMatchObject({ ok: true });
    expect(await dispatchBridgeCall(calls, 'terminal.simulate', ['timeout'])).toMatchObject({ ok: true });
    expect(await dispatchBridgeCall(calls, 'terminal.simulateCard', ['4242 4242 4242 4242'])).toMatchObject({ ok: true });
    expect(seen.map((s) => s[0])).toEqual(['tenderCash', 'tenderCard', 'tenderSavedCard', 'present', 'simulate', 'simulateCard']);
  });

  it('refuses bad ones before any service runs', async () => {
    const seen: unknown[][] = [];
    const calls = recording(seen);
    const refused = [
      ['sale.tenderCash', [{ tendered: '-5' }]],
      ['sale.tenderCash', [{ tendered: '20', amount: '5' }]],
      ['sale.tenderCard', [{ token: 'tok_visa', name: 'Sam', amount: '1.005' }]],
      ['sale.tenderCard', [{ token: 'tok_visa', name: 'Sam' }]],
      ['sale.tenderCard', [{ token: 'tok_visa', name: 'Sam', amount: '5', cvc: '123' }]],
      ['sale.tenderSavedCard', ['7']],
      ['terminal.present', ['abc']],
      ['terminal.simulate', ['approve-twice']],
      ['terminal.simulateCard', ['4242<script>']],
    ] as const;
    for (const [method, args] of refused) {
      expect(await dispatchBridgeCall(calls, method, [...args]), method).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    }
    expect(seen).toEqual([]);
  });
});
