/**
 * Client authentication at the demo store's token endpoint takes one path whatever is presented:
 * exactly one slow secret check, against the client's own hash or an unmatchable one with the same
 * parameters, so neither the answer nor the time it takes tells an unknown client id from a known
 * one with a wrong secret. The same holds for a user's password in the password grant.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDb, run, type DemoDb } from '../../../electron/demo-store/db/database.js';
import { checkPassword } from '../../../electron/demo-store/auth/oauth.js';
import { authenticateClient, ensurePublicClients } from '../../../electron/demo-store/auth/oauth-clients.js';
import { hashSecret, verifySecret } from '../../../electron/demo-store/auth/passwords.js';

let dataDir: string;
let db: DemoDb;
let clientHash: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-client-auth-'));
  db = openDemoDb(dataDir);
  clientHash = await hashSecret('right-secret');
  run(
    db,
    "INSERT INTO oauth_clients (client_id, secret_hash, name, scopes, created_at) VALUES ('server-client', ?, 'Server', 'admin', '2026-01-01')",
    clientHash,
  );
  ensurePublicClients(db);
  run(
    db,
    "INSERT INTO users (email, password_hash, role, created_at, updated_at) VALUES ('someone@demo.store', ?, 'customer', '2026-01-01', '2026-01-01')",
    await hashSecret('right-password'),
  );
});

afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real check, recording the hash each call is made against. */
function recordingCheck() {
  const hashes: string[] = [];
  const check = (secret: string, stored: string) => {
    hashes.push(stored);
    return verifySecret(secret, stored);
  };
  return { hashes, check };
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const SAME_COST = /^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/;

describe('client authentication', () => {
  it('makes exactly one slow check of equal cost whether the client is unknown, the secret wrong or missing', async () => {
    const refused: [string, Record<string, string>, string | undefined][] = [
      ['unknown client with a secret', { client_id: 'no-such-client', client_secret: 'right-secret' }, undefined],
      ['unknown client without a secret', { client_id: 'no-such-client' }, undefined],
      ['unknown client by HTTP Basic', {}, basic('no-such-client', 'right-secret')],
      ['known client, wrong secret', { client_id: 'server-client', client_secret: 'wrong-secret' }, undefined],
      ['known client, no secret', { client_id: 'server-client' }, undefined],
      ['known client by HTTP Basic, wrong secret', {}, basic('server-client', 'wrong-secret')],
      ['public client with a secret', { client_id: 'storefront-pos', client_secret: 'anything' }, undefined],
    ];
    for (const [name, params, authorization] of refused) {
      const { hashes, check } = recordingCheck();
      expect(await authenticateClient(db, params, authorization, check), name).toEqual({ kind: 'invalid' });
      expect(hashes, name).toHaveLength(1);
      expect(hashes[0], name).toMatch(SAME_COST);
    }
  });

  it('makes the same one check for a client that authenticates', async () => {
    for (const [params, authorization] of [
      [{ client_id: 'server-client', client_secret: 'right-secret' }, undefined],
      [{}, basic('server-client', 'right-secret')],
      [{ client_id: 'storefront-pos' }, undefined],
    ] as const) {
      const { hashes, check } = recordingCheck();
      expect((await authenticateClient(db, params, authorization, check)).kind).toBe('client');
      expect(hashes).toHaveLength(1);
      expect(hashes[0]).toMatch(SAME_COST);
    }
    const { hashes, check } = recordingCheck();
    await authenticateClient(db, { client_id: 'server-client', client_secret: 'right-secret' }, undefined, check);
    expect(hashes).toEqual([clientHash]);
  });
});

describe('password check', () => {
  it('makes one check of equal cost for an unknown email as for a wrong password, from the first request on', async () => {
    for (const [email, password] of [
      ['nobody@demo.store', 'right-password'],
      ['someone@demo.store', 'wrong-password'],
    ]) {
      const { hashes, check } = recordingCheck();
      expect(await checkPassword(db, email!, password!, check)).toBeNull();
      expect(hashes).toHaveLength(1);
      expect(hashes[0]).toMatch(SAME_COST);
    }
    const { check } = recordingCheck();
    expect((await checkPassword(db, 'someone@demo.store', 'right-password', check))?.email).toBe('someone@demo.store');
  });
});
