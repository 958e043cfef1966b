/**
 * Conditional GETs (RFC 9110 §13) for what the demo store serves as files: a strong ETag from
 * the bytes, a fixed Last-Modified, and a 304 with no body when the client's copy is current.
 * If-None-Match is decided first; If-Modified-Since counts only without it.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from './http-io.js';

/** A file's validators. */
interface Validators {
  etag: string;
  lastModified: string;
}

function validatorsOf(body: string | Uint8Array, lastModified: Date): Validators {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { etag: `"${digest}"`, lastModified: lastModified.toUTCString() };
}

/** Whether the client's copy (named by its conditional headers) is the one these validators describe. */
function clientHasCurrent(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && ifNoneMatch.trim() !== '') {
    const tags = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
    // Weak comparison, as If-None-Match uses (RFC 9110 §13.1.2).
    return tags.includes('*') || tags.includes(validators.etag);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string') return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Date.parse(validators.lastModified) <= since;
}

/** The answer for a file: 304 with only its validators and caching headers when the client's copy is current, else the file. */
export function conditionalReply(headers: IncomingHttpHeaders, file: { body: string; contentType: string; lastModified: Date; cacheControl: string }): Reply {
  const validators = validatorsOf(file.body, file.lastModified);
  const caching = { ETag: validators.etag, 'Last-Modified': validators.lastModified, 'Cache-Control': file.cacheControl };
  if (clientHasCurrent(headers, validators)) return { status: 304, headers: caching };
  return { status: 200, contentType: file.contentType, body: file.body, headers: caching };
}
