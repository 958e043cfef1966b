import { describe, expect, it } from 'vitest';
import type { PosCalls } from '../../../../shared/bridge/bridge.js';
import { StorefrontError } from '../../../../shared/storefront/errors.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { sayerIn } from '../../../../shared/i18n/say-in.js';
import type { BridgeResult } from '../../../../shared/bridge/bridge.js';

function callsRecording(seen: unknown[][]): PosCalls {
  const handler = new Proxy(
    {},
    {
      get: (_t, _area) =>
        new Proxy(
          {},
          {
            get:
              (_t2, method) =>
              async (...args: unknown[]) => {
                seen.push([method, ...args]);
                if (method === 'removeLine') {
                  throw new StorefrontError({
                    kind: 'validation',
                    status: 422,
                    message: 'Quantity has to be greater than 0',
                    fieldErrors: { quantity: ['must be greater than 0'] },
                  });
                }
                if (method === 'discard') throw new Error('disk on fire at /secret/path');
                return { done: method };
              },
          },
        ),
    },
  );
  return handler as unknown as PosCalls;
}

describe('bridge dispatch', () => {
  it('says why arguments were refused in the clerk’s language, naming the field, never in zod’s English', async () => {
    const calls = callsRecording([]);
    const say = await sayerIn('es');
    const refusal = async (method: string, args: unknown[]) => {
      const result = (await dispatchBridgeCall(calls, method, args)) as BridgeResult<unknown>;
      if (result.ok) throw new Error(`${method} was not refused`);
      const { words, fieldErrors } = result.error;
      return { said: say(words!, words!.values), fieldErrors };
    };
    const filters = { range: 'today', channel: '', state: '', paymentState: '', staffId: '', search: '' };
    expect(await refusal('board.view', [{ ...filters, range: 'custom' }])).toEqual({
      said: 'Revise lo que ha introducido: un periodo personalizado necesita un primer y un último día.',
      fieldErrors: { from: ['Please check the entry: a first and a last day for a custom range.'] },
    });
    expect((await refusal('board.view', [{ ...filters, range: 'someday' }])).said).toBe('Revise lo que ha introducido: no es una de las opciones.');
    expect((await refusal('shift.openDrawer', [''])).said).toBe('Revise lo que ha introducido: falta un dato necesario.');
    expect((await refusal('shift.openDrawer', ['x'.repeat(200)])).said).toBe('Revise lo que ha introducido: es demasiado largo.');
    expect((await refusal('board.view', [{ range: 'today' }])).said).toBe('Revise lo que ha introducido: falta un dato necesario.');
    expect((await refusal('orders.detail', [])).said).toBe('Revise lo que ha introducido: falta un dato necesario.');
    expect(
      (await refusal('stores.add', [{ name: 'Main', baseUrl: 'https://shop.example.com', dialect: 'shop', lineOptions: ['a', 'b', 'c', 'd', 'e', 'f'] }])).said,
    ).toBe('Revise lo que ha introducido: un perfil de tienda nombra como máximo 5 opciones de línea propias.');
  });

  it('refuses custom line option names a store could not have registered, in the form’s words', async () => {
    const seen: unknown[][] = [];
    const profile = { name: 'Main street', baseUrl: 'https://shop.example.com', dialect: 'shop' };
    const badName = await dispatchBridgeCall(callsRecording(seen), 'stores.add', [{ ...profile, lineOptions: ['Gift Note'] }]);
    expect(badName).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: expect.stringMatching(/custom line option names are lower-case/) } });
    const tooMany = await dispatchBridgeCall(callsRecording(seen), 'stores.add', [{ ...profile, lineOptions: ['a', 'b', 'c', 'd', 'e', 'f'] }]);
    expect(tooMany).toMatchObject({ ok: false, error: { message: expect.stringMatching(/at most 5 custom line options/) } });
    const onTheLine = await dispatchBridgeCall(callsRecording(seen), 'sale.addLine', ['42', 1, { 'Gift Note': 'x' }]);
    expect(onTheLine).toMatchObject({ ok: false, error: { message: expect.stringMatching(/custom line option names are lower-case/) } });
    expect(seen).toEqual([]);
    expect(await dispatchBridgeCall(callsRecording(seen), 'sale.addLine', ['42', 1, { gift_note: 'For Sam' }])).toMatchObject({ ok: true });
  });

  it('passes valid arguments through to the service', async () => {
    const seen: unknown[][] = [];
    const result = await dispatchBridgeCall(callsRecording(seen), 'sale.addLine', ['42', 2]);
    expect(result).toEqual({ ok: true, value: { done: 'addLine' } });
    expect(seen).toEqual([['addLine', '42', 2]]);
  });

  it('refuses unknown methods and bad arguments before any service runs', async () => {
    const seen: unknown[][] = [];
    const calls = callsRecording(seen);
    expect((await dispatchBridgeCall(calls, 'sale.__proto__', [])).ok).toBe(false);
    expect((await dispatchBridgeCall(calls, 'constructor', [])).ok).toBe(false);
    const zero = await dispatchBridgeCall(calls, 'sale.addLine', ['42', 0]);
    expect(zero).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const extra = await dispatchBridgeCall(calls, 'sale.addLine', ['42', 1, 'x']);
    expect(extra.ok).toBe(false);
    const badTender = await dispatchBridgeCall(calls, 'sale.payCash', [{ tendered: '12,50' }]);
    expect(badTender.ok).toBe(false);
    const badEmail = await dispatchBridgeCall(calls, 'sale.setCustomer', [{ email: 'nope' }]);
    expect(badEmail.ok).toBe(false);
    expect(seen).toEqual([]);
  });

  it('never reaches a service’s own methods beside its contract calls (services are areas as they are)', async () => {
    const reached: string[] = [];
    const internal = (name: string) => () => {
      reached.push(name);
      return 'internal';
    };
    // As the runtime wires them: the board, the shift and the content calls carry methods of their own.
    const calls = {
      board: { selected: internal('board.selected') },
      shift: { openShiftId: internal('shift.openShiftId') },
      content: { policy: internal('content.policy') },
    } as unknown as PosCalls;
    for (const [method, args] of [
      ['board.selected', [['R100']]],
      ['shift.openShiftId', []],
      ['content.policy', ['return']],
    ] as const) {
      expect(await dispatchBridgeCall(calls, method, args)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    }
    expect(reached).toEqual([]);
  });

  it('answers failures as data, keeping field errors and hiding internals', async () => {
    const calls = callsRecording([]);
    const invalid = await dispatchBridgeCall(calls, 'sale.removeLine', ['7']);
    expect(invalid).toEqual({
      ok: false,
      error: {
        kind: 'validation',
        message: 'Quantity has to be greater than 0',
        fieldErrors: { quantity: ['must be greater than 0'] },
      },
    });
    const internal = await dispatchBridgeCall(calls, 'sale.discard', []);
    expect(internal.ok).toBe(false);
    expect(JSON.stringify(internal)).not.toContain('/secret/path');
  });

  it('logs a failure without the credentials of a URL its message names', async () => {
    const calls = {
      sale: {
        discard: async () => {
          throw new Error('fetch failed: http://staff:pw-1@127.0.0.1:4310/api/v2/storefront/cart?access_token=tok-1&x=1');
        },
      },
    } as unknown as PosCalls;
    const lines: string[] = [];
    await dispatchBridgeCall(calls, 'sale.discard', [], (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('/api/v2/storefront/cart?access_token=[redacted]&x=1');
    expect(lines[0]).not.toMatch(/tok-1|pw-1/);
  });
});

describe('bridge answers carry no credentials', () => {
  it('removes order and OAuth tokens wherever they are nested', async () => {
    const calls = {
      sale: {
        current: async () => ({
          number: 'R1',
          token: 'order-token-secret',
          payments: [{ source: { accessToken: 'a-secret', refresh_token: 'r-secret', last: '4242' } }],
        }),
      },
    } as unknown as PosCalls;
    const result = await dispatchBridgeCall(calls, 'sale.current', []);
    const text = JSON.stringify(result);
    expect(text).not.toMatch(/secret/);
    expect(text).toContain('R1');
    expect(text).toContain('4242');
  });
});
