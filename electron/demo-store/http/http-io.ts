/**
 * Reading requests and writing answers: bodies (JSON or form, with a size limit) in, JSON:API
 * documents and error bodies out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import { parseBracketParams, type Params } from './params.js';

const JSONAPI_TYPE = 'application/vnd.api+json';
const MAX_BODY_BYTES = 1024 * 1024;

export interface Reply {
  status: number;
  /** A document (serialized as JSON), text, or bytes already encoded. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Defaults to the JSON:API media type. */
  contentType?: string;
}

const CLOSED_EARLY = 'The request was closed before its body ended.';

/** Reads the raw body, refusing one over `limit` bytes (413). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  if (req.destroyed) return Promise.reject(new Error(CLOSED_EARLY));
  // Listeners, not `for await`: the stream's async iterator cost about as much as parsing the body.
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (error: Error | null): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        // Nothing more is kept: the rest of the body is read and thrown away, so the client gets
        // the 413 (whose `Connection: close` ends the connection after it), not a reset.
        settle(tooLarge(limit));
        req.resume();
      }
    };
    const onEnd = (): void => settle(null);
    const onError = (error: Error): void => settle(error);
    const onClose = (): void => settle(new Error(CLOSED_EARLY));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** A body as parameters: JSON objects and url-encoded forms. Empty bodies give `{}`. */
export function parseBodyParams(raw: Buffer, contentType: string | undefined): Params {
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  const type = String(contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return parseBracketParams(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, 'bad_request', 'The request body must be a JSON object.');
  }
  return parsed as Params;
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request body is larger than ${Math.floor(limit / 1024)} KB.`, {
    headers: { Connection: 'close' },
  });
}

export function sendReply(res: ServerResponse, reply: Reply): void {
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.body === undefined) {
    res.statusCode = reply.status;
    res.end();
    return;
  }
  const payload = bodyBytes(reply.body);
  res.statusCode = reply.status;
  res.setHeader('Content-Type', `${reply.contentType ?? JSONAPI_TYPE}; charset=utf-8`);
  res.setHeader('Content-Length', payload.length);
  res.end(payload);
}

/** A reply's body as the bytes sent: a document serialized once and encoded once. */
export function bodyBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
}

/** The interface's error body for an ApiError. */
export function errorReply(error: ApiError, documentationBase: string): Reply {
  const body: Record<string, unknown> = {
    error: error.error,
    code: error.status,
    message: error.message,
    documentation: `${documentationBase}#${error.status}`,
  };
  if (error.status === 422) body.errors = error.fieldErrors ?? {};
  Object.assign(body, error.extra);
  return { status: error.status, body, headers: error.headers };
}
