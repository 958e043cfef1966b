/**
 * For a test file: something started before the file's tests and stopped after them. The answer
 * reads it inside the tests (where it is there), and says what is missing when read too early.
 */
import { afterAll, beforeAll } from 'vitest';

export function startedForFile<T>(what: string, start: () => Promise<T>, stop: (started: T) => Promise<void>): () => T {
  let started: { value: T } | undefined;
  beforeAll(async () => {
    started = { value: await start() };
  });
  afterAll(async () => {
    if (started) await stop(started.value);
  });
  return () => {
    if (!started) throw new Error(`${what} is not started yet`);
    return started.value;
  };
}
