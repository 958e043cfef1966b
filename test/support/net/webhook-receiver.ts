/**
 * A webhook receiver on loopback for tests: records every POST the store sends, and answers each
 * with the status `answer` decides (it may hold the answer back).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { event: string; timestamp: string; resource: Record<string, string>; signature: string };
}

/** A webhook receiver on loopback: records every POST; `answer` decides each status (and may hold it). */
export class WebhookReceiver {
  readonly received: Received[] = [];
  answer: (path: string, count: number) => number | Promise<number> = () => 200;
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      this.received.push({ path, headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
      void Promise.resolve(this.answer(path, this.received.filter((r) => r.path === path).length)).then((status) => {
        res.statusCode = status;
        res.end('ok');
      });
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  on(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async waitFor(test: () => boolean, timeoutMs = 8000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > until) throw new Error(`timed out; received ${JSON.stringify(this.received.map((r) => [r.path, r.body.event]))}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
