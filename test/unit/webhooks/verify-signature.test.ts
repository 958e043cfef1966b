import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, parseSignatureHeader, signWebhook, verifyWebhook } from '../../support/net/webhook-signature.js';

const secret = 'whsec_demo_secret';
const body = JSON.stringify({ event: 'order.status_changed', resource: { type: 'order', number: 'R123456789' } });
const t = 1_790_000_000;
// Computed independently with node:crypto, not with the code under test.
const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

describe('webhook signature', () => {
  it('accepts a signature made with the secret over "<t>.<body>"', async () => {
    const header = `t=${t},v1=${expected}`;
    expect(await signWebhook(secret, body, t)).toBe(header);
    expect(await verifyWebhook({ secret, rawBody: body, signature: header, nowSeconds: t + 10 })).toEqual({
      valid: true,
      timestamp: t,
    });
  });

  it('rejects a changed body, a wrong secret and a forged signature', async () => {
    const header = `t=${t},v1=${expected}`;
    expect((await verifyWebhook({ secret, rawBody: body + ' ', signature: header, nowSeconds: t })).valid).toBe(false);
    expect((await verifyWebhook({ secret: 'other', rawBody: body, signature: header, nowSeconds: t })).valid).toBe(false);
    const forged = `t=${t},v1=${'0'.repeat(64)}`;
    expect(await verifyWebhook({ secret, rawBody: body, signature: forged, nowSeconds: t })).toEqual({
      valid: false,
      reason: 'mismatch',
    });
  });

  it('rejects timestamps more than 5 minutes away', async () => {
    const header = `t=${t},v1=${expected}`;
    expect((await verifyWebhook({ secret, rawBody: body, signature: header, nowSeconds: t + 300 })).valid).toBe(true);
    expect(await verifyWebhook({ secret, rawBody: body, signature: header, nowSeconds: t + 301 })).toEqual({
      valid: false,
      reason: 'stale',
    });
  });

  it('rejects malformed headers', async () => {
    for (const header of ['', 'v1=abc', `t=${t}`, `t=x,v1=${expected}`, `t=${t},v1=zz`]) {
      expect((await verifyWebhook({ secret, rawBody: body, signature: header, nowSeconds: t })).valid).toBe(false);
    }
    expect(parseSignatureHeader(`t=${t}, v1=${expected}`)).toEqual({ timestamp: t, signatures: [expected] });
  });

  it('compares without regard to where strings differ', () => {
    expect(constantTimeEqual('abcd', 'abcd')).toBe(true);
    expect(constantTimeEqual('abcd', 'abce')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});
