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

/** Reads the raw body, refusing one over `limit` bytes (413). */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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
