/**
 * The operator's way to issue a publishable key without the Platform API:
 * `npm run demo-store -- --data <dir> --issue-publishable-key <name>` opens that store's file
 * (creating and seeding it when new), issues the key, answers the line to print (the only time
 * the key is shown) and closes the file without serving anything.
 */
import { ApiError } from '../http/api-error.js';
import { openDemoDb } from '../db/database.js';
import { seedIfEmpty } from '../db/seed.js';
import { issuePublishableKey } from './publishable-keys.js';

export async function issueKeyCommand(dataDir: string, name: string): Promise<string> {
  const db = openDemoDb(dataDir);
  try {
    await seedIfEmpty(db);
    const issued = issuePublishableKey(db, { name });
    return `publishable key for ${issued.row.name}: ${issued.token}\n`;
  } catch (error) {
    // A refused name is told in the store's words; anything else as it is.
    if (error instanceof ApiError) throw new Error(error.message);
    throw error;
  } finally {
    db.close();
  }
}
