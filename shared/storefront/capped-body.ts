/**
 * Reads an answer's body only up to a size: once more than `maxBytes` have arrived the rest is
 * not read (the stream is cancelled), so a server cannot make the app hold more than it will use,
 * however much it sends within the request's timeout. Web streams only (main process and tests).
 */

export type CappedBody =
  | { kind: 'read'; bytes: Uint8Array }
  | { kind: 'too_large' }
  /** The answer broke off before its end. */
  | { kind: 'broken' };

export async function readCappedBody(res: Response, maxBytes: number): Promise<CappedBody> {
  if (!res.body) return { kind: 'read', bytes: new Uint8Array(0) };
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body.cancel().catch(() => undefined);
    return { kind: 'too_large' };
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { kind: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    return { kind: 'broken' };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { kind: 'read', bytes };
}
