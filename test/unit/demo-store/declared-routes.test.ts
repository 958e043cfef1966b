/**
 * A declared route's input is checked against its declaration before its handler runs: a missing
 * or empty required parameter, a record parameter that is not a record, or a value of the wrong
 * kind is refused with the store's 400, and the handler never sees it.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/demo-store/http/api-error.js';
import { routesWith, type Endpoint } from '../../../electron/demo-store/http/endpoints.js';
import { z } from '../../../electron/demo-store/openapi/zod.js';
import type { Params } from '../../../electron/demo-store/http/params.js';
import type { RequestContext } from '../../../electron/demo-store/http/request-context.js';
import { declareRoute } from '../../../electron/demo-store/http/route-declaration.js';
import { Router } from '../../../electron/demo-store/http/router.js';
import { PUBLIC } from '../../../electron/demo-store/auth/scopes.js';
import { demoStoreRouter, PLATFORM_BASE, STOREFRONT_BASE } from '../../../electron/demo-store/http/server.js';

/** A context carrying only parameters: a handler that ran would find nothing else in it. */
const contextWith = (params: Params) => ({ params, pathParams: {} }) as unknown as RequestContext;

/** What the endpoint answers: the refusal it throws, or `ran` when its handler ran. */
async function outcome(endpoint: Endpoint, params: Params): Promise<string> {
  try {
    await endpoint.handle(contextWith(params));
    return 'ran';
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    return `the handler ran and failed: ${String(error)}`;
  }
}

describe('a declared route', () => {
  const router = new Router<Endpoint>();
  const ran: Params[] = [];
  routesWith(router, PUBLIC, '/api').route(
    declareRoute({
      method: 'post',
      path: '/notes',
      operationId: 'createNote',
      query: z.object({ 'filter[kind]': z.enum(['short', 'long']).optional(), 'ids[]': z.array(z.string()).optional() }),
      body: { schema: z.object({ note: z.object({ text: z.string() }), title: z.string() }) },
      answers: { 201: { description: 'Created.' } },
      handle: (ctx) => {
        ran.push(ctx.params);
        return { status: 201 };
      },
    }),
  );
  const endpoint = router.match('POST', '/api/notes')!.handler;

  it("is registered under its area with its declaration and the area's access", () => {
    expect(router.entries().map(({ method, pattern }) => `${method} ${pattern}`)).toEqual(['POST /api/notes']);
    expect(endpoint.access).toEqual({ kind: 'public' });
    expect(endpoint.declared?.route.operationId).toBe('createNote');
  });

  it('refuses a missing or empty required parameter, or a record that is not one, before its handler runs', async () => {
    expect(await outcome(endpoint, { note: { text: 'a' } })).toBe('400 param is missing or the value is empty: title');
    expect(await outcome(endpoint, { note: { text: 'a' }, title: '  ' })).toBe('400 param is missing or the value is empty: title');
    expect(await outcome(endpoint, { title: 't' })).toBe('400 param is missing or the value is empty: note');
    expect(await outcome(endpoint, { title: 't', note: 'text' })).toBe('400 param is missing or the value is empty: note');
    expect(await outcome(endpoint, { title: 't', note: ['text'] })).toBe('400 param is missing or the value is empty: note');
    expect(ran).toEqual([]);
  });

  it('refuses a query value of the wrong kind, read at its bracket path, before its handler runs', async () => {
    const good = { title: 't', note: { text: 'a' } };
    expect(await outcome(endpoint, { ...good, filter: { kind: 'medium' } })).toBe('400 The parameter filter[kind] is not valid.');
    expect(await outcome(endpoint, { ...good, filter: { kind: ['short'] } })).toBe('400 The parameter filter[kind] is not valid.');
    expect(await outcome(endpoint, { ...good, ids: 'a' })).toBe('400 The parameter ids[] is not valid.');
    expect(ran).toEqual([]);
  });

  it("runs its handler with input the declaration allows (a record's fields are the handler's to judge)", async () => {
    expect(await outcome(endpoint, { title: 't', note: { text: 7 }, filter: { kind: 'long' }, ids: ['1'] })).toBe('ran');
    expect(await outcome(endpoint, { title: 't', note: {} })).toBe('ran');
    expect(ran).toHaveLength(2);
  });
});

describe("the demo store's declared routes", () => {
  const router = demoStoreRouter(() => null);

  it('refuse a Platform body without its record before the handler looks at the store', async () => {
    const register = router.match('POST', `${PLATFORM_BASE}/till_keys`)!.handler;
    expect(await outcome(register, {})).toBe('400 param is missing or the value is empty: till_key');
    expect(await outcome(register, { till_key: 'name' })).toBe('400 param is missing or the value is empty: till_key');
    const changeStock = router.match('PATCH', `${PLATFORM_BASE}/stock_items/1`)!.handler;
    expect(await outcome(changeStock, { stock_item: '5' })).toBe('400 param is missing or the value is empty: stock_item');
  });

  it('refuse a Platform filter that is neither true nor false, where it used to be ignored', async () => {
    const subscribers = router.match('GET', `${PLATFORM_BASE}/webhooks/subscribers`)!.handler;
    expect(await outcome(subscribers, { filter: { active_eq: 'maybe' } })).toBe('400 The parameter filter[active_eq] is not valid.');
    const events = router.match('GET', `${PLATFORM_BASE}/webhooks/events`)!.handler;
    expect(await outcome(events, { filter: { url_cont: ['a', 'b'] } })).toBe('400 The parameter filter[url_cont] is not valid.');
  });

  it('declare every Storefront route, so its document is generated from the routes themselves', () => {
    const storefront = router.entries().filter(({ pattern }) => pattern.startsWith(`${STOREFRONT_BASE}/`));
    expect(storefront.length).toBeGreaterThanOrEqual(70);
    const undeclared = storefront.filter(({ handler }) => handler.declared?.base !== STOREFRONT_BASE);
    expect(undeclared.map(({ method, pattern }) => `${method} ${pattern}`)).toEqual([]);
  });

  it('refuse a Storefront request without the parameter its declaration requires before the handler looks at the store', async () => {
    const applyCode = router.match('PATCH', `${STOREFRONT_BASE}/cart/apply_coupon_code`)!.handler;
    expect(await outcome(applyCode, {})).toBe('400 param is missing or the value is empty: coupon_code');
    expect(await outcome(applyCode, { coupon_code: ' ' })).toBe('400 param is missing or the value is empty: coupon_code');
    for (const method of ['PATCH', 'POST']) {
      const changeCurrency = router.match(method, `${STOREFRONT_BASE}/cart/change_currency`)!.handler;
      expect(await outcome(changeCurrency, {})).toBe('400 param is missing or the value is empty: new_currency');
    }
    const signUp = router.match('POST', `${STOREFRONT_BASE}/account`)!.handler;
    expect(await outcome(signUp, { user: 'customer@demo.store' })).toBe('400 param is missing or the value is empty: user');
  });
});
