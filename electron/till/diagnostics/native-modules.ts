/**
 * Whether the app's native modules load in the runtime it runs in (Electron's ABI when packaged):
 * keytar is imported, better-sqlite3 opens a database in memory and answers its SQLite version.
 * A module built for another ABI fails to load, and the failure's first line says so.
 */
export interface NativeModules {
  /** The Node ABI this process runs (`process.versions.modules`). */
  abi: string;
  keytar: string;
  betterSqlite3: string;
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

export async function checkNativeModules(): Promise<NativeModules> {
  let keytar: string;
  try {
    const mod = (await import('keytar')) as unknown as { default?: { getPassword?: unknown }; getPassword?: unknown };
    keytar = typeof (mod.default ?? mod).getPassword === 'function' ? 'loaded' : 'failed: keytar has no getPassword';
  } catch (error) {
    keytar = `failed: ${firstLine(error)}`;
  }
  let betterSqlite3: string;
  try {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(':memory:');
    const { version } = db.prepare('select sqlite_version() as version').get() as { version: string };
    db.close();
    betterSqlite3 = `loaded (SQLite ${version})`;
  } catch (error) {
    betterSqlite3 = `failed: ${firstLine(error)}`;
  }
  return { abi: process.versions.modules, keytar, betterSqlite3 };
}
