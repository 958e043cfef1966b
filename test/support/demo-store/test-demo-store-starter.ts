/**
 * How tests that start the app's runtime start its embedded demo store: inside the test's own
 * process by default (a child process costs more than a second per start under tsx, and the
 * suite starts hundreds), or in a process of its own, as the app runs it, with
 * POS_TEST_DEMO_STORE=process. Tests about the store's process choose theirs explicitly.
 */
import { demoStoreInChildProcess, type DemoStoreStarter } from '../../../electron/till/embedded-store/demo-store-link.js';
import { forkDemoStore } from '../../../electron/web-host/demo-store-child.js';
import { startDemoStoreInProcess } from './in-process-demo-store.js';

export function testDemoStoreStarter(): DemoStoreStarter {
  return process.env.POS_TEST_DEMO_STORE === 'process' ? demoStoreInChildProcess(forkDemoStore()) : startDemoStoreInProcess;
}
