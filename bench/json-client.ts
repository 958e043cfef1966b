/**
 * JSON requests for a load generator: either over `node:http` with a keep-alive agent (a few
 * tenths of a millisecond of CPU per request, so the generator does not compete with the server
 * it measures on a small machine), or through `fetch()` (undici: about three times that).
 */
import http from 'node:http';

interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface JsonRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export type JsonClient = (url: string, init?: JsonRequest) => Promise<JsonAnswer>;

function parsed(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Requests over keep-alive connections (as many as are asked for at once). */
export function keepAliveClient(): { request: JsonClient; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const request: JsonClient = (url, init = {}) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'Content-Type': 'application/vnd.api+json', ...init.headers };
      if (init.body !== undefined) headers['Content-Length'] = Buffer.byteLength(init.body);
      const req = http.request(url, { method: init.method ?? 'GET', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: parsed(Buffer.concat(chunks).toString('utf8')) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(init.body);
    });
  return { request, close: () => agent.destroy() };
}

/** The same requests through `fetch()`. */
export const fetchClient: JsonClient = async (url, init = {}) => {
  const response = await fetch(url, { method: init.method, body: init.body, headers: { 'Content-Type': 'application/vnd.api+json', ...init.headers } });
  return { status: response.status, body: parsed(await response.text()) };
};
