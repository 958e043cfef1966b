/** Which addresses webhooks may go to, and how a subscriber URL's host is read. */
import { describe, expect, it } from 'vitest';
import { addressKind, parseIPv6 } from '../../../electron/demo-store/webhooks/address-ranges.js';
import { STRICT_POLICY, policyForStoreHost, targetUrlErrors } from '../../../electron/demo-store/webhooks/target-rules.js';

describe('address kinds', () => {
  it('names every range that is not public, in IPv4 and IPv6', () => {
    const kinds: [string, string][] = [
      ['0.0.0.0', 'unspecified'],
      ['0.255.1.2', 'unspecified'],
      ['10.0.0.1', 'private'],
      ['10.255.255.255', 'private'],
      ['100.63.255.255', 'public'],
      ['100.64.0.0', 'shared'],
      ['100.127.255.255', 'shared'],
      ['100.128.0.0', 'public'],
      ['127.0.0.1', 'loopback'],
      ['127.255.0.9', 'loopback'],
      ['169.254.169.254', 'link-local'],
      ['169.255.0.1', 'public'],
      ['172.15.255.255', 'public'],
      ['172.16.0.0', 'private'],
      ['172.31.255.255', 'private'],
      ['172.32.0.0', 'public'],
      ['192.0.0.8', 'reserved'],
      ['192.0.2.1', 'reserved'],
      ['192.168.0.1', 'private'],
      ['198.18.0.1', 'reserved'],
      ['198.51.100.7', 'reserved'],
      ['203.0.113.9', 'reserved'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['240.0.0.1', 'reserved'],
      ['255.255.255.255', 'reserved'],
      ['8.8.8.8', 'public'],
      ['93.184.216.34', 'public'],
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['0:0:0:0:0:0:0:1', 'loopback'],
      ['fc00::1', 'private'],
      ['fdff:ffff::1', 'private'],
      ['fe80::1', 'link-local'],
      ['febf::1', 'link-local'],
      ['fec0::1', 'private'],
      ['ff02::1', 'multicast'],
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:a00:1', 'private'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:169.254.169.254', 'link-local'],
      ['::ffff:8.8.8.8', 'public'],
      ['::10.0.0.1', 'private'],
      ['64:ff9b::a9fe:a9fe', 'link-local'],
      ['64:ff9b::808:808', 'public'],
      ['64:ff9b:1::1', 'private'],
      ['2002:a00:1::1', 'private'],
      ['2002:808:808::1', 'public'],
      ['2001:db8::1', 'reserved'],
      ['2001::1', 'reserved'],
      ['100::1', 'reserved'],
      ['2606:4700::1111', 'public'],
      ['[2606:4700::1111]', 'public'],
      ['4000::1', 'reserved'],
    ];
    for (const [address, kind] of kinds) expect(addressKind(address), address).toBe(kind);
  });

  it('is null for anything that is not an IP address', () => {
    for (const text of ['example.com', '1.2.3', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', ':::1', '1::2::3', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7', 'g::1', '']) {
      expect(addressKind(text), text).toBeNull();
    }
    expect(parseIPv6('fe80::1%eth0')).toEqual([0xfe, 0x80, ...new Array<number>(13).fill(0), 1]);
  });
});

describe('subscriber URLs', () => {
  it('read every spelling of loopback as loopback, refused unless the store runs on loopback', () => {
    const loopback = [
      'http://127.0.0.1/',
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://0x7f.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://localhost/',
      'http://LOCALHOST./',
      'http://api.localhost:8080/',
    ];
    for (const url of loopback) {
      expect(targetUrlErrors(url, STRICT_POLICY), url).toEqual(['must not point at this computer (a loopback address)']);
      expect(targetUrlErrors(url, { allowLoopback: true }), url).toEqual([]);
    }
  });

  it('allow loopback for a store on 127.0.0.1, ::1 or localhost only', () => {
    expect(policyForStoreHost('127.0.0.1')).toEqual({ allowLoopback: true });
    expect(policyForStoreHost('::1')).toEqual({ allowLoopback: true });
    expect(policyForStoreHost('localhost')).toEqual({ allowLoopback: true });
    expect(policyForStoreHost('0.0.0.0')).toEqual({ allowLoopback: false });
    expect(policyForStoreHost('192.168.1.20')).toEqual({ allowLoopback: false });
    expect(policyForStoreHost('shop.example.com')).toEqual({ allowLoopback: false });
  });

  it('refuse other schemes, credentials and nonsense, and accept public hosts', () => {
    expect(targetUrlErrors('ftp://example.com/', STRICT_POLICY)).toEqual(['must be an http or https URL']);
    expect(targetUrlErrors('https://user:pw@example.com/', STRICT_POLICY)).toEqual(['must not carry a user name or password']);
    expect(targetUrlErrors('http://[fe80::1%25eth0]/', STRICT_POLICY)).toEqual(['must be a valid URL']);
    expect(targetUrlErrors('', STRICT_POLICY)).toEqual(["can't be blank"]);
    expect(targetUrlErrors(`https://example.com/${'x'.repeat(2048)}`, STRICT_POLICY)).toEqual(['is too long (maximum is 2048 characters)']);
    for (const url of ['https://hooks.example.com/x', 'http://8.8.8.8:8080/x', 'https://[2606:4700::1111]/x', 'http://metadata.example/']) {
      expect(targetUrlErrors(url, STRICT_POLICY), url).toEqual([]);
    }
  });
});
