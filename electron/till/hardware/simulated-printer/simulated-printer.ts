/**
 * The simulated printer and cash drawer, for training and tests: a TCP server on 127.0.0.1 (a free
 * port unless one is asked for) that takes raw ESC/POS the way a network printer's port 9100 does,
 * decodes it into jobs (a job ends at a cut or when the connection closes) with an image of each,
 * records the drawer kicks, and answers DLE EOT status queries at once. It can be told to fail the
 * ways real printers do. Jobs live in memory only, the last 50 (receipts name customers).
 */
import net from 'node:net';
import { createEscPosDecoder } from './escpos-decoder.js';
import type { DecodedEvent, DrawerKick, PrintedItem, PrintedJob } from './printed-job.js';
import type { PrinterFault } from '../../../../shared/hardware/printer-simulator-calls.js';
import { statusByte } from './printer-status.js';
import { receiptSvg } from './receipt-svg.js';

/** How many jobs and kicks are kept, the newest. */
const KEPT = 50;
/** The most one connection may send; a connection that sends more is closed (no receipt is that long). */
const MOST_BYTES = 16 * 1024 * 1024;

export interface SimulatedPrinterOptions {
  /** The port to listen on; a free one when not given. */
  port?: number;
  /** The clock kicks and jobs are stamped with. */
  now?: () => number;
}

export interface SimulatedPrinter {
  readonly host: string;
  readonly port: number;
  /** The jobs printed, oldest first (the last 50). */
  jobs(): PrintedJob[];
  /** The drawer kicks made, oldest first (the last 50). */
  kicks(): DrawerKick[];
  /** Makes the printer fail (or work again) from the next connection or byte on. */
  setFault(fault: PrinterFault): void;
  fault(): PrinterFault;
  /** Forgets the jobs and kicks. */
  clear(): void;
  /** Hears each job as it is finished; answers a function that stops listening. */
  onJob(listener: (job: PrintedJob) => void): () => void;
  close(): Promise<void>;
}

/** True for what comes out on paper (text with something in it, barcodes, QR codes, images): a job of cuts and blank lines alone is no job. */
const printsSomething = (item: PrintedItem) => (item.kind === 'text' ? item.text !== '' : item.kind !== 'cut' && item.kind !== 'kick');

function jobOf(id: number, at: number, items: PrintedItem[]): PrintedJob {
  return {
    id,
    at,
    items,
    lines: items.flatMap((item) => (item.kind === 'text' ? [item.text] : [])),
    barcodes: items.flatMap((item) => (item.kind === 'barcode' ? [item.text] : [])),
    qrCodes: items.flatMap((item) => (item.kind === 'qr' ? [item.data] : [])),
    cut: items.at(-1)?.kind === 'cut',
    svg: receiptSvg(items),
  };
}

export async function startSimulatedPrinter(options: SimulatedPrinterOptions = {}): Promise<SimulatedPrinter> {
  const now = options.now ?? Date.now;
  let fault: PrinterFault = 'none';
  let jobs: PrintedJob[] = [];
  let kicks: DrawerKick[] = [];
  let lastId = 0;
  const listeners = new Set<(job: PrintedJob) => void>();
  const sockets = new Set<net.Socket>();
  /** Whether what comes now is printed: a printer out of paper or with its cover open prints nothing and kicks nothing. */
  const printing = () => fault === 'none';

  function finishJob(items: PrintedItem[]): void {
    if (!items.some(printsSomething)) return;
    const job = jobOf(++lastId, now(), items);
    jobs = [...jobs, job].slice(-KEPT);
    for (const listener of listeners) listener(job);
  }

  function serve(socket: net.Socket): void {
    const decoder = createEscPosDecoder(now);
    let items: PrintedItem[] = [];
    let received = 0;
    const handle = (events: DecodedEvent[]) => {
      for (const event of events) {
        if (event.kind === 'status') {
          if (!socket.destroyed) socket.write(Uint8Array.of(statusByte(event.n, fault)));
          continue;
        }
        if (!printing()) continue;
        items.push(event);
        if (event.kind === 'kick') kicks = [...kicks, event].slice(-KEPT);
        if (event.kind === 'cut') {
          finishJob(items);
          items = [];
        }
      }
    };
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      handle(decoder.end());
      finishJob(items);
      items = [];
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MOST_BYTES) {
        socket.destroy();
        return;
      }
      handle(decoder.push(chunk));
    });
    socket.on('end', end);
    socket.on('close', end);
  }

  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (fault === 'refuse') {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A printer that has stopped answering: the connection is taken, and nothing is ever read or said.
    if (fault === 'silent') socket.pause();
    else serve(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as net.AddressInfo;

  return {
    host: '127.0.0.1',
    port: address.port,
    jobs: () => [...jobs],
    kicks: () => [...kicks],
    setFault(next) {
      fault = next;
    },
    fault: () => fault,
    clear() {
      jobs = [];
      kicks = [];
    },
    onJob(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
