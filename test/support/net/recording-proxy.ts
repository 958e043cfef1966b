/**
 * A loopback HTTP proxy in front of a store that records every request exactly as it arrived
 * (method, the URL the client addressed, headers, raw body bytes) and forwards it unchanged, its
 * Host included (the store is started allowing the proxy's address, as an operator would).
 */
import http from 'node:http';
import { listen } from './loopback-servers.js';

export interface RecordedRequest {
  method: string;
  /** The absolute URL the client sent the request to (the proxy's address). */
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface RecordingProxy {
  url: string;
  requests: RecordedRequest[];
  close(): void;
}

export async function startRecordingProxy(upstream: string): Promise<RecordingProxy> {
  const target = new URL(upstream);
  const requests: RecordedRequest[] = [];
  let url = '';
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
    requests.push({ method: req.method ?? 'GET', url: `${url}${req.url ?? '/'}`, headers, body });
    const forwarded = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.destroy());
    forwarded.end(body);
  });
  url = await listen(server);
  return {
    url,
    requests,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
