/**
 * What kind of address an IP is, for deciding where the store may send webhooks: only public
 * unicast addresses are fit, and loopback only where the store itself runs on loopback. Pure.
 *
 * IPv4: 0/8 unspecified, 10/8, 172.16/12 and 192.168/16 private, 100.64/10 shared (carrier-grade
 * NAT), 127/8 loopback, 169.254/16 link-local (cloud metadata services live there), 224/4
 * multicast, and the reserved blocks (protocol assignments, documentation, benchmarking, 240/4,
 * broadcast). IPv6: only 2000::/3 is public, less documentation and Teredo; `::`, `::1`,
 * fc00::/7, fe80::/10, fec0::/10 and ff00::/8 are named; an IPv4 address carried inside IPv6
 * (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 64:ff9b::/96, 6to4 2002::/16) is
 * judged as that IPv4 address.
 */

export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'shared' | 'unspecified' | 'multicast' | 'reserved';

/** How each kind that is not public is named in refusals. */
export const ADDRESS_KIND_WORDS: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'this computer (a loopback address)',
  private: 'a private network address',
  'link-local': 'a link-local address (such as the cloud metadata service at 169.254.169.254)',
  shared: 'a shared (carrier-grade NAT) address',
  unspecified: 'an unspecified address (0.0.0.0 or ::)',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

type Range = readonly [prefix: number[], bits: number, kind: AddressKind];

const IPV4_RANGES: readonly Range[] = [
  [[0], 8, 'unspecified'],
  [[10], 8, 'private'],
  [[100, 64], 10, 'shared'],
  [[127], 8, 'loopback'],
  [[169, 254], 16, 'link-local'],
  [[172, 16], 12, 'private'],
  [[192, 0, 0], 24, 'reserved'],
  [[192, 0, 2], 24, 'reserved'],
  [[192, 88, 99], 24, 'reserved'],
  [[192, 168], 16, 'private'],
  [[198, 18], 15, 'reserved'],
  [[198, 51, 100], 24, 'reserved'],
  [[203, 0, 113], 24, 'reserved'],
  [[224], 4, 'multicast'],
  [[240], 4, 'reserved'],
];

const IPV6_RANGES: readonly Range[] = [
  [[0x00, 0x64, 0xff, 0x9b, 0, 1], 48, 'private'],
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, 'reserved'],
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'reserved'],
  [[0x20, 0x01, 0x00, 0x00], 32, 'reserved'],
  [[0xfc], 7, 'private'],
  [[0xfe, 0x80], 10, 'link-local'],
  [[0xfe, 0xc0], 10, 'private'],
  [[0xff], 8, 'multicast'],
  [[0x20], 3, 'public'],
];

function inRange(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

function classify(bytes: readonly number[], ranges: readonly Range[], otherwise: AddressKind): AddressKind {
  return ranges.find(([prefix, bits]) => inRange(bytes, prefix, bits))?.[2] ?? otherwise;
}

/** "10.0.0.1" to its four bytes; only the dotted-decimal form (what URLs and DNS answers give). */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > 255)) return null;
  return parts.map(Number);
}

/** "fe80::1", "::ffff:10.0.0.1", "[::1]" (brackets and a zone are dropped) to its sixteen bytes. */
export function parseIPv6(text: string): number[] | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/i.test(bare)) return null;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIPv4(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const words = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

function ipv4Kind(bytes: readonly number[]): AddressKind {
  return classify(bytes, IPV4_RANGES, 'public');
}

function ipv6Kind(bytes: readonly number[]): AddressKind {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 16)) return 'unspecified';
  if (zeros(0, 15) && bytes[15] === 1) return 'loopback';
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return ipv4Kind(bytes.slice(12));
  if (zeros(0, 12)) return ipv4Kind(bytes.slice(12));
  if (inRange(bytes, [0x00, 0x64, 0xff, 0x9b], 96)) return ipv4Kind(bytes.slice(12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return ipv4Kind(bytes.slice(2, 6));
  return classify(bytes, IPV6_RANGES, 'reserved');
}

/** The kind of an IP address written as text, or null when the text is not an IP address. */
export function addressKind(text: string): AddressKind | null {
  const v4 = parseIPv4(text);
  if (v4) return ipv4Kind(v4);
  const v6 = parseIPv6(text);
  return v6 ? ipv6Kind(v6) : null;
}
