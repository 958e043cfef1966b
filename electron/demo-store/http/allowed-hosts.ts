/**
 * The hosts the demo store answers to. A web page on a domain that resolves to this machine (DNS
 * rebinding) reaches the store with that domain in the Host header, so the store answers only the
 * names it is served as: 127.0.0.1, localhost and [::1] on its own port, plus the names an
 * operator adds (a name alone allows any port; with `:port`, that port only). Names are compared
 * without regard to letter case.
 */

interface HostName {
  name: string;
  /** null: any port (operator entries without one). */
  port: number | null;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::(\d{1,5}))?$/i;
const LOOPBACK_NAMES: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** `name` or `name:port` -> its parts (lower case), or null when it is not a host name. */
export function parseHost(text: string): HostName | null {
  const match = HOST.exec(text);
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return { name: match[1]!.toLowerCase(), port };
}

export interface HostAllowList {
  /** True when a request's Host header names this store. */
  allows(hostHeader: string | undefined): boolean;
  /** The hosts, as words for an error message. */
  describe(): string;
}

/**
 * The allow-list of a store on `port`, with the operator's extra entries. Throws on an entry that
 * is not a host name with an optional port.
 */
export function hostAllowList(port: number, extra: readonly string[] = []): HostAllowList {
  const entries: HostName[] = LOOPBACK_NAMES.map((name) => ({ name, port }));
  for (const entry of extra) {
    const parsed = typeof entry === 'string' ? parseHost(entry.trim()) : null;
    if (!parsed) throw new Error(`allowedHosts: "${String(entry)}" is not a host name with an optional :port`);
    entries.push(parsed);
  }
  return {
    allows(hostHeader) {
      const asked = hostHeader === undefined ? null : parseHost(hostHeader);
      if (!asked) return false;
      // A Host without a port names port 80.
      const askedPort = asked.port ?? 80;
      return entries.some((e) => e.name === asked.name && (e.port === null || e.port === askedPort));
    },
    describe() {
      return entries.map((e) => (e.port === null ? e.name : `${e.name}:${e.port}`)).join(', ');
    },
  };
}
