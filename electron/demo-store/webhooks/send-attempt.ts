/**
 * One webhook POST, sent only where target-rules.ts allows. The host name is resolved once,
 * every address it resolves to is checked, and the connection is made to the address checked
 * (a second, different DNS answer cannot slip in between). Redirects are not followed. The
 * outcome is told in the store's own words (a status, a timeout, a refusal, "the connection
 * failed"), never in the remote's or the network's error text, so the delivery log cannot be
 * used to probe what answers where.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressKind, parseIPv4 } from './address-ranges.js';
import { addressRefusal, checkTargetUrl, type TargetPolicy } from './target-rules.js';

interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to (tests pass their own; the store asks the system). */
export type ResolveHost = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface AttemptOptions {
  policy: TargetPolicy;
  resolve: ResolveHost;
  timeoutMs: number;
  /** Aborts the attempt (the store is closing). */
  signal?: AbortSignal;
}

export interface AttemptOutcome {
  /** The HTTP status of the answer, or null when none came. */
  status: number | null;
  /** Empty on success; otherwise why it failed, in the store's words. */
  failure: string;
  /** Whether trying again later could help (a refused address never gets another attempt). */
  retry: boolean;
}

const refused = (failure: string): AttemptOutcome => ({ status: null, failure, retry: false });

export async function sendAttempt(target: string, headers: Record<string, string>, body: string, options: AttemptOptions): Promise<AttemptOutcome> {
  const checked = checkTargetUrl(target, options.policy);
  if (!checked.url) return refused(`not sent: the URL ${checked.errors[0]}`);
  const url = checked.url;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal;
  const aborted = (): AttemptOutcome => ({
    status: null,
    failure: timeout.signal.aborted ? `no answer within ${options.timeoutMs} ms` : 'the store is closing',
    retry: true,
  });
  try {
    let addresses: readonly ResolvedAddress[];
    if (addressKind(host) !== null) {
      addresses = [{ address: host, family: parseIPv4(host) ? 4 : 6 }];
    } else {
      try {
        addresses = await abortable(options.resolve(host), signal);
      } catch {
        if (signal.aborted) return aborted();
        return { status: null, failure: 'not sent: the host name could not be resolved', retry: true };
      }
      if (addresses.length === 0) return { status: null, failure: 'not sent: the host name could not be resolved', retry: true };
    }
    for (const { address } of addresses) {
      const kind = addressKind(address);
      const refusal = kind === null ? 'not an IP address' : addressRefusal(kind, options.policy);
      if (refusal) return refused(`not sent: the host's address is ${refusal}`);
    }
    const chosen = addresses[0]!;
    try {
      const status = await post(url, host, chosen, headers, body, signal);
      if (status >= 200 && status <= 299) return { status, failure: '', retry: false };
      if (status >= 300 && status <= 399) return { status, failure: `answered ${status}; redirects are not followed`, retry: true };
      return { status, failure: `answered ${status}`, retry: true };
    } catch {
      if (signal.aborted) return aborted();
      return { status: null, failure: 'the connection failed', retry: true };
    }
  } finally {
    clearTimeout(timer);
  }
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** POSTs to `chosen` (the checked address) with `host` as the name in Host and TLS; resolves to the status. */
function post(url: URL, host: string, chosen: ResolvedAddress, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [chosen]);
    else callback(null, chosen.address, chosen.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = transport.request(
      {
        method: 'POST',
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
        signal,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
