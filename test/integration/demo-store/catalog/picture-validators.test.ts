/**
 * The demo store's product artwork carries validators (ETag, Last-Modified) and answers a
 * conditional GET for a current copy with 304 and no body.
 */
import { describe, expect, it } from 'vitest';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();
const picture = () => `${demo.url}/media/products/classic-crew-tee--navy.svg`;

describe('product artwork', () => {
  it('comes with an ETag and a Last-Modified', async () => {
    const res = await fetch(picture());
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(Number.isFinite(Date.parse(res.headers.get('last-modified') ?? ''))).toBe(true);
    expect(await res.text()).toContain('<svg');
  });

  it('answers 304 without a body to a client whose copy is current, by ETag or by date', async () => {
    const first = await fetch(picture());
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const conditions: Record<string, string>[] = [{ 'If-None-Match': etag }, { 'If-None-Match': `W/${etag}, "other"` }, { 'If-Modified-Since': lastModified }];
    for (const headers of conditions) {
      const again = await fetch(picture(), { headers });
      expect(again.status, JSON.stringify(headers)).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
    }
  });

  it('sends the picture again to a client whose copy is another, whatever its date says', async () => {
    const first = await fetch(picture());
    const lastModified = first.headers.get('last-modified')!;
    const other = await fetch(picture(), { headers: { 'If-None-Match': '"not-this-one"', 'If-Modified-Since': lastModified } });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('<svg');
    const older = await fetch(picture(), { headers: { 'If-Modified-Since': new Date(Date.parse(lastModified) - 86_400_000).toUTCString() } });
    expect(older.status).toBe(200);
  });
});
