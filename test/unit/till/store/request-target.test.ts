import { describe, expect, it } from 'vitest';
import { readRequestTarget } from '../../../../electron/web-host/request-target.js';

describe('reading a request target', () => {
  it('decodes the path once and keeps the query apart', () => {
    const target = readRequestTarget('/bridge/sale.addLine?session=a%2Bb&x=%');
    expect(target?.pathname).toBe('/bridge/sale.addLine');
    expect(target?.query.get('session')).toBe('a+b');
    expect(readRequestTarget('/assets/a%20b.js')?.pathname).toBe('/assets/a b.js');
    expect(readRequestTarget('//assets//x')?.pathname).toBe('//assets//x');
  });

  it('refuses what cannot be read, without throwing', () => {
    for (const raw of ['/%', '/bridge/%', '/%ZZ', '/%E2%82', '/a%00b', '*', 'http://evil.example/', '', undefined]) {
      expect(readRequestTarget(raw), String(raw)).toBeNull();
    }
  });
});
