/**
 * For the main-process project (tsconfig.main.json), which has no DOM library: the Web Crypto
 * key types that Node provides as globals, named as the DOM library names them.
 */
import type { webcrypto } from 'node:crypto';

declare global {
  type CryptoKey = webcrypto.CryptoKey;
  type CryptoKeyPair = webcrypto.CryptoKeyPair;
}
export {};
