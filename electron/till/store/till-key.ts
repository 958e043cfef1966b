/**
 * This till's own key for signing its requests to a store (HTTP Message Signatures, RFC 9421):
 * an Ed25519 key pair made here with node:crypto, one per store profile. The private part rests
 * in the OS keychain (memory only where there is none), like every other credential, and never
 * leaves this module but as signatures; the public part is shown as a JWK, with its `kid` (the
 * RFC 7638 thumbprint), for the store's operator to register.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import path from 'node:path';
import type { TillPublicKey } from '../../../shared/bridge/bridge.js';
import { ed25519Thumbprint, importPrivateKey, type TillSigningKey } from '../../../shared/http-signatures/index.js';
import type { SecretStore } from '../account/secret-store.js';

export interface TillKey {
  /** Reads the key the keychain holds for this store profile, if any. */
  restore(): Promise<TillPublicKey | null>;
  /** The public key, or null when this till has none for the store yet. */
  publicKey(): TillPublicKey | null;
  /** Makes a new key pair (replacing any earlier one) and keeps its private part in the keychain. */
  create(): Promise<TillPublicKey>;
  /** Forgets the key: the keychain entry is deleted. */
  forget(): Promise<void>;
  /** The key to sign with (a non-extractable Web Crypto key and its id), or null when there is none. */
  signer(): TillSigningKey | null;
}

/**
 * The keychain entry of a store profile's till key, for the app's data folder: profiles belong to
 * one data folder (and so does the embedded demo store with the keys registered at it), so two
 * installs on one computer never share a key.
 */
export function tillKeyAccount(dataDir: string, profileId: string): string {
  return `till-key:${path.resolve(dataDir)}#${profileId}`;
}

/** The public half as the operator registers it: only public members, with kid (RFC 7638 thumbprint), alg and use. */
async function publicView(jwk: JsonWebKey, createdAt: string): Promise<TillPublicKey> {
  const x = String(jwk.x);
  const kid = await ed25519Thumbprint({ crv: 'Ed25519', kty: 'OKP', x });
  return { jwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' }, createdAt };
}

interface KeptKey {
  /** The private JWK (with `d`): what the keychain holds. */
  jwk: JsonWebKey;
  createdAt: string;
}

function isKeptKey(value: unknown): value is KeptKey {
  const kept = value as KeptKey | null;
  return Boolean(
    kept &&
    typeof kept === 'object' &&
    typeof kept.createdAt === 'string' &&
    kept.jwk &&
    kept.jwk.kty === 'OKP' &&
    kept.jwk.crv === 'Ed25519' &&
    typeof kept.jwk.x === 'string' &&
    typeof kept.jwk.d === 'string',
  );
}

export function createTillKey(options: { secrets: SecretStore; account: string; now?: () => number; log?: (line: string) => void }): TillKey {
  const now = options.now ?? Date.now;
  let held: { privateKey: CryptoKey; publicKey: TillPublicKey } | null = null;

  /** In memory the private key is a non-extractable Web Crypto key: it signs, and cannot be read back. */
  const hold = async (kept: KeptKey) => {
    const privateKey = await importPrivateKey({ kty: 'OKP', crv: 'Ed25519', x: String(kept.jwk.x), d: String(kept.jwk.d) });
    held = { privateKey, publicKey: await publicView(kept.jwk, kept.createdAt) };
    return held.publicKey;
  };

  return {
    async restore() {
      const raw = await options.secrets.get(options.account).catch(() => null);
      if (!raw) return null;
      try {
        const kept = JSON.parse(raw) as unknown;
        if (isKeptKey(kept)) return await hold(kept);
      } catch {
        // An unreadable entry is treated as none.
      }
      options.log?.("the keychain entry of this till's signing key is unreadable; a new key is needed");
      return null;
    },
    publicKey: () => held?.publicKey ?? null,
    async create() {
      const pair = generateKeyPairSync('ed25519');
      const kept: KeptKey = { jwk: pair.privateKey.export({ format: 'jwk' }), createdAt: new Date(now()).toISOString() };
      await options.secrets.set(options.account, JSON.stringify(kept));
      return hold(kept);
    },
    async forget() {
      held = null;
      await options.secrets.delete(options.account);
    },
    signer() {
      return held ? { keyid: held.publicKey.jwk.kid, privateKey: held.privateKey } : null;
    },
  };
}
