/**
 * The end-to-end project's one Chromium: started once before the first file and closed after the
 * last, so each file connects to it (a context of its own, nothing shared but the process) instead
 * of starting a browser of its own. vitest.config.ts names this file as the project's global setup.
 */
import type { TestProject } from 'vitest/node';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

let server: BrowserServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await server?.close();
  server = null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the project's one Chromium listens for playwright connections. */
    chromiumWsEndpoint: string;
  }
}
