import { describe, expect, it } from 'vitest';
import { hostAllowList } from '../../../electron/demo-store/http/allowed-hosts.js';

describe('hostAllowList', () => {
  it('allows the loopback names on the store port only, in any letter case', () => {
    const hosts = hostAllowList(4310);
    for (const host of ['127.0.0.1:4310', 'localhost:4310', 'LOCALHOST:4310', '[::1]:4310']) expect(hosts.allows(host)).toBe(true);
    for (const host of [
      undefined,
      '',
      '127.0.0.1',
      'localhost',
      '127.0.0.1:4311',
      'attacker.example:4310',
      '127.0.0.1.nip.io:4310',
      'localhost.:4310',
      '[::2]:4310',
      'a@127.0.0.1:4310',
      '127.0.0.1:4310:1',
      ' 127.0.0.1:4310',
    ]) {
      expect({ host, allowed: hosts.allows(host) }).toEqual({ host, allowed: false });
    }
    expect(hostAllowList(80).allows('localhost')).toBe(true);
  });

  it('adds operator names: alone for any port, with a port for that one', () => {
    const hosts = hostAllowList(4310, ['Shop.LAN', 'till.lan:8443']);
    expect(hosts.allows('shop.lan')).toBe(true);
    expect(hosts.allows('shop.lan:9000')).toBe(true);
    expect(hosts.allows('till.lan:8443')).toBe(true);
    expect(hosts.allows('till.lan')).toBe(false);
    expect(hosts.allows('sub.shop.lan')).toBe(false);
    expect(hosts.describe()).toBe('127.0.0.1:4310, localhost:4310, [::1]:4310, shop.lan, till.lan:8443');
    expect(() => hostAllowList(4310, ['https://shop.lan'])).toThrow(/allowedHosts: "https:\/\/shop.lan"/);
  });
});
