/**
 * Where webhooks may go. A subscriber URL is http or https, without a user name or password,
 * and its host is not one of the store's own network's addresses: private, link-local (cloud
 * metadata), shared, unspecified, multicast or reserved addresses are refused, however they
 * are spelled (`http://2130706433/`, `http://0x7f.1/`, `http://[::ffff:10.0.0.1]/` are read as
 * the addresses they are). Loopback (and `localhost`) is allowed only when the store itself
 * runs on loopback. Registration checks the URL as written; delivery checks again every address
 * the host name resolves to (send-attempt.ts).
 */
import { ADDRESS_KIND_WORDS, addressKind, type AddressKind } from './address-ranges.js';

const MAX_URL_LENGTH = 2048;

export interface TargetPolicy {
  /** True only when the store itself listens on loopback. */
  allowLoopback: boolean;
}

/** Nothing on this computer: for a store reachable from elsewhere, and where nothing is known. */
export const STRICT_POLICY: TargetPolicy = { allowLoopback: false };

const LOCALHOST = /^(?:.+\.)?localhost\.?$/i;

/** The policy of a store listening on `host` (an IP address or a name). */
export function policyForStoreHost(host: string): TargetPolicy {
  return { allowLoopback: hostKind(host) === 'loopback' };
}

/** A URL host's kind when the host itself says it (an IP address, `localhost`); null for other names. */
function hostKind(hostname: string): AddressKind | null {
  if (LOCALHOST.test(hostname)) return 'loopback';
  return addressKind(hostname);
}

/** Why an address of this kind may not be sent to, or null when it may. */
export function addressRefusal(kind: AddressKind, policy: TargetPolicy): string | null {
  if (kind === 'public' || (kind === 'loopback' && policy.allowLoopback)) return null;
  return ADDRESS_KIND_WORDS[kind];
}

/** The URL parsed, or the reasons it may not be a subscriber URL. */
export function checkTargetUrl(value: string, policy: TargetPolicy): { url: URL; errors: [] } | { url: null; errors: string[] } {
  const refuse = (reason: string) => ({ url: null, errors: [reason] });
  if (value.trim() === '') return refuse("can't be blank");
  if (value.length > MAX_URL_LENGTH) return refuse(`is too long (maximum is ${MAX_URL_LENGTH} characters)`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('must be a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('must be an http or https URL');
  if (!url.hostname) return refuse('must be a valid URL');
  if (url.username || url.password) return refuse('must not carry a user name or password');
  const kind = hostKind(url.hostname);
  const refusal = kind === null ? null : addressRefusal(kind, policy);
  if (refusal) return refuse(`must not point at ${refusal}`);
  return { url, errors: [] };
}

/** The reasons a value may not be a subscriber URL (none when it may). */
export function targetUrlErrors(value: string, policy: TargetPolicy): string[] {
  return checkTargetUrl(value, policy).errors;
}

const policies = new WeakMap<object, TargetPolicy>();

/** Sets the policy of one store (keyed by its database); delivery sets it when it starts. */
export function useTargetPolicy(store: object, policy: TargetPolicy): void {
  policies.set(store, policy);
}

/** The policy of one store; strict until its delivery has said where the store runs. */
export function targetPolicyOf(store: object): TargetPolicy {
  return policies.get(store) ?? STRICT_POLICY;
}
