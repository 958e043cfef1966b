/**
 * A browser host serving a folder of built pages written from `files` (path → content, folders made
 * as needed), with no services behind its bridge: for tests of how the host serves the pages.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWebHost, type WebHost } from '../../../electron/web-host/server.js';

export interface HostOnPages {
  host: WebHost;
  rendererDir: string;
  close(): Promise<void>;
}

export async function hostOnPages(files: Record<string, string>): Promise<HostOnPages> {
  const rendererDir = mkdtempSync(path.join(os.tmpdir(), 'pos-pages-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(rendererDir, name)), { recursive: true });
    writeFileSync(path.join(rendererDir, name), content);
  }
  const host = await startWebHost({
    dispatch: async () => ({ ok: false, error: { kind: 'invalid_input', message: 'none here' } }),
    events: { subscribe: () => () => {} },
    rendererDir,
  });
  return {
    host,
    rendererDir,
    async close() {
      await host.close();
      rmSync(rendererDir, { recursive: true, force: true });
    },
  };
}
