/**
 * Hostile input at the browser host: thousands of requests drawn from a seeded generator
 * (malformed percent-encodings in the path and under /bridge/, odd and absolute request targets,
 * wrong Host, Origin and session headers, wrong content types, malformed, huge and deeply nested
 * bodies, raw bytes the HTTP parser must refuse). The host runs in a process of its own, as
 * `npm run start:web` does, so an exception that escapes a request would end it and fail the
 * test. Every request gets an answer, none of them 5xx, and afterwards the host still serves
 * the page and the bridge.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_METHODS } from '../../../shared/bridge/bridge.js';
import { FuzzDraws } from '../../support/demo-store/fuzz-draws.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SEED = 0x0b5e_55ed;
const REQUESTS = 4_000;
const CONCURRENCY = 8;
/** Calls that would leave the test's reach (a browser, a restart, a reset of the store under the run). */
const NOT_CALLED = new Set(['app.resetDemoStore', 'app.restartToUpdate', 'session.signInWithBrowser']);

interface RunningHost {
  child: ChildProcessWithoutNullStreams;
  url: URL;
  session: string;
  /** Set when the process ended: how, and what it said last. */
  ended: () => string | null;
}

let host: RunningHost;

async function startHostProcess(): Promise<RunningHost> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'test/support/till/web-host-process.ts')], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stderr = '';
  let ended: string | null = null;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    ended = `the host process ended (code ${code}, signal ${signal}): ${stderr}`;
  });
  const url = await new Promise<URL>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(new URL((JSON.parse(line) as { url: string }).url));
    });
    child.on('exit', () => reject(new Error(ended ?? 'the host process ended')));
  });
  const page = await fetch(url).then((r) => r.text());
  const session = /<meta name="pos-session" content="([^"]+)"/.exec(page)?.[1];
  if (!session) throw new Error('the page carries no session');
  return { child, url, session, ended: () => ended };
}

beforeAll(async () => {
  host = await startHostProcess();
}, 60_000);

afterAll(async () => {
  if (host && host.ended() === null) {
    const exited = new Promise((resolve) => host.child.once('exit', resolve));
    host.child.kill('SIGTERM');
    await exited;
  }
});

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Bytes written to a bare socket instead of a request the HTTP client would form. */
  raw?: Buffer;
}

const BAD_SEGMENTS = [
  '%',
  '%Z',
  '%ZZ',
  '%E2%82',
  '%C0%AF',
  '%00',
  '%u0041',
  '%%',
  '%2',
  '%F0%9F%98',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '..',
  '.%00.',
  '',
];

class Generator extends FuzzDraws {
  constructor(
    seed: number,
    private readonly session: string,
    private readonly authority: string,
  ) {
    super(seed);
  }

  segment(): string {
    switch (this.int(6)) {
      case 0:
        return this.pick(BAD_SEGMENTS);
      case 1:
        return encodeURIComponent(this.text(20));
      case 2:
        return this.pick(['assets', 'index.html', 'bridge', 'events', 'app.js', 'app.css', 'favicon.ico']);
      case 3:
        return 'x'.repeat(1 + this.int(5000));
      case 4:
        return `${this.pick(['a', 'b', ''])}${this.pick(BAD_SEGMENTS)}${this.pick(['z', '.js', ''])}`;
      default:
        return this.text(12)
          .replace(/[^\x21-\x7e]/g, '')
          .replace(/[?#]/g, '');
    }
  }

  value(depth = 0): unknown {
    switch (this.int(depth > 2 ? 10 : 13)) {
      case 0:
        return this.int(1000);
      case 1:
        return -this.random() * 1e12;
      case 2:
        return '';
      case 3:
        return this.text();
      case 4:
        return null;
      case 5:
        return this.chance(0.5);
      case 6:
        return 'y'.repeat(this.int(20_000));
      case 7:
        return Number.MAX_SAFE_INTEGER;
      case 8:
        return 'HP-TEE-001-NAV-M';
      case 9:
        return { __proto__: { admin: true }, constructor: { prototype: 1 } };
      case 10:
        return [this.value(depth + 1), this.value(depth + 1)];
      case 11:
        return Object.fromEntries(Array.from({ length: this.int(4) }, () => [this.text(8), this.value(depth + 1)]));
      default:
        return Array.from({ length: this.int(4) }, () => this.value(depth + 1));
    }
  }

  method(): string {
    if (this.chance(0.3)) return this.pick(BRIDGE_METHODS.filter((m) => !NOT_CALLED.has(m)));
    return this.pick(['x', '', 'sale', 'sale.', '.addLine', '__proto__', 'constructor.prototype', 'sale.__proto__', encodeURIComponent(this.text(10))]);
  }

  body(): { body?: Buffer; contentType?: string } {
    switch (this.int(10)) {
      case 0:
        return {};
      case 1:
        return {
          body: Buffer.from(this.pick(['{', '{"args":', 'nul', '[1,2', '{"args":[]}}', '\u0000\u0001', '"args"', '42', '[]', 'null'])),
          contentType: 'application/json',
        };
      case 2:
        return { body: Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`), contentType: 'application/json' };
      case 3: {
        let nested = '1';
        for (let i = 200 + this.int(3000); i > 0; i--) nested = `{"args":${nested}}`;
        return { body: Buffer.from(nested), contentType: 'application/json' };
      }
      case 4:
        return { body: Buffer.alloc(70_000 + this.int(1_000_000), 0x61), contentType: 'application/json' };
      case 5:
        return { body: Buffer.from(Array.from({ length: 200 }, () => this.int(256))), contentType: 'application/json' };
      case 6:
        return { body: Buffer.from('<xml/>'), contentType: this.pick(['text/xml', 'text/plain', 'multipart/form-data; boundary=x', '']) };
      default:
        return {
          body: Buffer.from(JSON.stringify({ args: this.chance(0.8) ? [this.value(), this.value()].slice(0, this.int(3)) : this.value() })),
          contentType: this.pick(['application/json', 'application/json; charset=utf-8', 'application/jsonx']),
        };
    }
  }

  headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.chance(0.1))
      headers.Host = this.pick(['evil.example', `evil.example:${this.authority.split(':')[1]}`, '', 'localhost', this.authority.toUpperCase()]);
    if (this.chance(0.15)) headers.Origin = this.pick(['https://evil.example', 'null', `http://${this.authority}`, 'http://localhost', '%']);
    if (this.chance(0.7))
      headers['X-Pos-Session'] = this.chance(0.7) ? this.session : this.pick(['', 'x', `${this.session}x`, this.session.slice(1), '%'.repeat(43)]);
    if (this.chance(0.05)) headers.Accept = this.pick(['text/event-stream', '*/*', 'x']);
    if (this.chance(0.05)) headers['Accept-Encoding'] = this.pick(['gzip', 'br, x', '%']);
    if (this.chance(0.05)) headers.Range = this.pick(['bytes=0-1', 'bytes=-5', 'bytes=x']);
    return headers;
  }

  query(): string {
    if (!this.chance(0.3)) return '';
    return `?${this.pick([`session=${this.session}`, 'session=', 'session=%', '%', '&&&', '=', `${encodeURIComponent(this.text(8))}=${encodeURIComponent(this.text(8))}`, 'a=%E2%82'])}`;
  }

  raw(): Buffer {
    const target = this.pick([
      '/%',
      '/bridge/%',
      '/%ZZ',
      '/ bad',
      'http://evil.example/',
      '*',
      '//',
      '/\u00e9',
      '/%00',
      '/bridge/sale.addLine%',
      '/assets/%E2%82',
    ]);
    const line = this.pick([
      `GET ${target} HTTP/1.1`,
      `POST ${target} HTTP/1.1`,
      `GET ${target} HTTP/1.0`,
      `GE\u0000T / HTTP/1.1`,
      'GET / HTTP/9.9',
      'GET',
      `FOO ${target} HTTP/1.1`,
    ]);
    const headers = this.pick([
      [`Host: ${this.authority}`],
      [`Host: ${this.authority}`, `X-Pos-Session: ${this.session}`, 'Content-Type: application/json', 'Content-Length: 12', '', '{"args":[1]}'],
      [`Host: ${this.authority}`, 'Content-Length: -1'],
      [`Host: ${this.authority}`, 'Content-Length: 5', 'Transfer-Encoding: chunked'],
      [`Host: ${this.authority}`, 'Transfer-Encoding: chunked', '', 'zz', 'x'],
      [`Host: ${this.authority}`, `X-Big: ${'h'.repeat(20_000 + this.int(70_000))}`],
      [`Host: ${this.authority}`, 'Bad Header: x', 'X-\u00e9: y'],
      [`Host: ${this.authority}`, `Host: ${this.authority}`],
      ['Host: evil.example'],
      [],
    ]);
    const hasBody = headers.includes('');
    return Buffer.from(`${line}\r\n${[...headers, 'Connection: close'].join('\r\n')}${hasBody ? '' : '\r\n\r\n'}`, 'latin1');
  }

  probe(): Probe {
    if (this.chance(0.08)) return { method: 'RAW', path: '', headers: {}, raw: this.raw() };
    const kind = this.int(10);
    let pathname: string;
    if (kind < 5) pathname = `/bridge/${this.chance(0.3) ? `${this.method()}${this.pick(BAD_SEGMENTS)}` : this.method()}`;
    else if (kind === 5) pathname = '/bridge/events';
    else if (kind === 6) pathname = this.pick(['/', '/index.html', '/assets/app.js', '/assets/app.css', '/assets/', '/assets']);
    else pathname = `/${Array.from({ length: 1 + this.int(4) }, () => this.segment()).join('/')}`;
    if (this.chance(0.03)) pathname = `/${pathname}`;
    const method =
      kind < 5
        ? this.chance(0.85)
          ? 'POST'
          : this.pick(['GET', 'PUT', 'DELETE'])
        : this.pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PATCH', 'PROPFIND', 'TRACE']);
    const headers = this.headers();
    const { body, contentType } = method === 'GET' || method === 'HEAD' ? (this.chance(0.05) ? this.body() : {}) : this.body();
    if (contentType !== undefined) headers['Content-Type'] = contentType;
    return { method, path: `${pathname}${this.query()}`, headers, body };
  }
}

interface Answer {
  status: number;
  text: string;
}

/** One request through the HTTP client; an event stream counts as answered once its head arrives. */
function send(url: URL, probe: Probe): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: probe.method,
        path: probe.path,
        agent: false,
        headers: { ...probe.headers, ...(probe.body ? { 'Content-Length': String(probe.body.length) } : {}) },
      },
      (res) => {
        if ((res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, text: 'event stream' });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (chunks.length < 4) chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
        res.on('error', (error) => resolve({ status: res.statusCode ?? 0, text: `answer broken off: ${error.message}` }));
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, text: `no answer: ${error.code ?? error.message}` }));
    req.end(probe.body);
  });
}

/** Bytes on a bare socket; the answer is the status on the first line the host writes back. */
function sendRaw(url: URL, bytes: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let received = '';
    const done = (answer: Answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(20_000, () => done({ status: 0, text: 'no answer within 20 s' }));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) done({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0), text: received.slice(0, 120) });
    });
    socket.on('end', () => done({ status: 0, text: `connection closed without an answer: ${JSON.stringify(received.slice(0, 120))}` }));
    socket.on('error', (error: NodeJS.ErrnoException) => done({ status: 0, text: `no answer: ${error.code ?? error.message}` }));
    socket.write(bytes);
  });
}

async function bridge(method: string, args: unknown[]): Promise<{ status: number; body: { ok: boolean } }> {
  const res = await fetch(new URL(`/bridge/${method}`, host.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Pos-Session': host.session },
    body: JSON.stringify({ args }),
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean } };
}

describe('browser host under hostile input', () => {
  it('answers a malformed percent-encoding in the path with 400 and keeps serving', async () => {
    const answers: Record<string, number> = {};
    for (const [method, target] of [
      ['GET', '/%'],
      ['GET', '/%ZZ'],
      ['GET', '/assets/%E2%82'],
      ['GET', '/bridge/%'],
      ['POST', '/bridge/%'],
      ['POST', '/bridge/sale.addLine%'],
      ['POST', '/bridge/%E2%82'],
      ['GET', '/bridge/events%'],
    ] as const) {
      const answer = await send(host.url, {
        method,
        path: target,
        headers: { 'X-Pos-Session': host.session, 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: Buffer.from('{"args":[]}') } : {}),
      });
      answers[`${method} ${target}`] = answer.status;
    }
    expect(host.ended()).toBeNull();
    expect(answers).toEqual({
      'GET /%': 400,
      'GET /%ZZ': 400,
      'GET /assets/%E2%82': 400,
      'GET /bridge/%': 400,
      'POST /bridge/%': 400,
      'POST /bridge/sale.addLine%': 400,
      'POST /bridge/%E2%82': 400,
      'GET /bridge/events%': 400,
    });
    expect((await fetch(host.url)).status).toBe(200);
    expect(await bridge('catalog.status', [])).toMatchObject({ status: 200, body: { ok: true } });
  });

  it(`answers ${REQUESTS} random and malformed requests with no 5xx and no dropped connection`, async () => {
    const generator = new Generator(SEED, host.session, host.url.host);
    const probes = Array.from({ length: REQUESTS }, () => generator.probe());
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < probes.length && host.ended() === null) {
          const probe = probes[next++]!;
          const answer = probe.raw ? await sendRaw(host.url, probe.raw) : await send(host.url, probe);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if ((answer.status >= 500 || answer.status < 100) && failures.length < 20) {
            const what = probe.raw ? `RAW ${JSON.stringify(probe.raw.toString('latin1').slice(0, 120))}` : `${probe.method} ${probe.path.slice(0, 160)}`;
            failures.push(`${what} -> ${answer.status} ${answer.text}`);
          }
        }
      }),
    );

    expect(host.ended()).toBeNull();
    expect(failures).toEqual([]);
    // The run reached every layer: pages, refusals of each kind and real bridge answers.
    for (const status of [200, 400, 403, 404, 405, 413, 415, 421]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(5);

    // Still serving the page and the bridge.
    const page = await fetch(host.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(host.session);
    expect(await bridge('catalog.status', [])).toMatchObject({ status: 200, body: { ok: true } });
  }, 240_000);
});
