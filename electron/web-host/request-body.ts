/**
 * Reads a request's body up to a limit. A body over the limit is not read on: the answer says
 * so and the rest is drained by Node once the response ends, so the connection stays usable and
 * the client gets its answer instead of a reset. Never throws.
 */
import type http from 'node:http';

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'broken' };

export function readRequestBody(req: http.IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ ok: false, reason: 'too_large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onBroken);
      // The error listener stays: an error after the answer has nothing left to break.
      if (!result.ok) req.resume();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish({ ok: false, reason: 'too_large' });
      else chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    const onBroken = () => finish({ ok: false, reason: 'broken' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onBroken);
    req.on('aborted', onBroken);
  });
}

/**
 * Reads and drops what is left of a request's body (at most `maxBytes`, for at most `timeoutMs`),
 * so an answer sent before the body was read reaches a client that is still sending. Never throws.
 */
export function discardRequestBody(req: http.IncomingMessage, maxBytes = 4 * 1024 * 1024, timeoutMs = 5_000): Promise<void> {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let size = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', done);
      req.off('close', done);
      req.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) done();
    };
    const timer = setTimeout(done, timeoutMs);
    req.on('data', onData);
    req.on('end', done);
    req.on('close', done);
    req.on('error', done);
    req.resume();
  });
}
