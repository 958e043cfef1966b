/**
 * Moves the demo store's OAuth clock: makes every access token it issued so far expired, as if
 * their 7200 s had passed, by writing to the store's own SQLite file. Refresh tokens stay valid,
 * as they do when an access token simply runs out.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE } from '../../../electron/demo-store/db/database.js';

export function expireAccessTokens(storeDataDir: string): number {
  const db = new Database(path.join(storeDataDir, DB_FILE));
  try {
    return db.prepare('UPDATE oauth_tokens SET created_at_ms = created_at_ms - (expires_in + 60) * 1000 WHERE revoked_at IS NULL').run().changes;
  } finally {
    db.close();
  }
}
