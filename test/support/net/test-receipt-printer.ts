/**
 * A receipt printer on loopback for tests: it answers ESC/POS real-time status (DLE EOT n) as the
 * test sets it (ready, cover open, paper out, or never), and keeps every byte it is sent. Also the
 * text an ESC/POS job prints, read back from its bytes for checks (text runs between commands).
 */
import net from 'node:net';

type PrinterMood = 'ready' | 'cover-open' | 'paper-out' | 'silent';

const STATUS: Record<Exclude<PrinterMood, 'silent'>, Record<number, number>> = {
  ready: { 1: 0x12, 2: 0x12, 4: 0x12 },
  'cover-open': { 1: 0x12, 2: 0x12 | 0x04, 4: 0x12 },
  'paper-out': { 1: 0x12, 2: 0x12 | 0x20, 4: 0x12 | 0x60 },
};

export interface TestReceiptPrinter {
  address: string;
  port: number;
  mood: PrinterMood;
  /** Every byte received, status queries taken out. */
  received(): Buffer;
  /** How many cuts (GS V) the printer received: one per job printed. */
  cuts(): number;
  close(): Promise<void>;
}

/** `port`: where it listens on loopback (default: a free port). */
export async function startTestReceiptPrinter(mood: PrinterMood = 'ready', port = 0): Promise<TestReceiptPrinter> {
  const chunks: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const printer = {
    mood,
    address: '',
    port: 0,
    received: () => Buffer.concat(chunks),
    cuts: () => countCuts(Buffer.concat(chunks)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      let rest = chunk;
      // DLE EOT n: answered at once (or never), never kept with the job.
      for (let at = rest.indexOf(Buffer.from([0x10, 0x04])); at >= 0; at = rest.indexOf(Buffer.from([0x10, 0x04]))) {
        const n = rest[at + 2]!;
        if (printer.mood !== 'silent') socket.write(Buffer.from([STATUS[printer.mood][n] ?? 0x12]));
        rest = Buffer.concat([rest.subarray(0, at), rest.subarray(at + 3)]);
      }
      if (rest.length > 0) chunks.push(rest);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  printer.port = (server.address() as net.AddressInfo).port;
  printer.address = `127.0.0.1:${printer.port}`;
  return printer;
}

/** GS V (cut) commands in the bytes. */
function countCuts(bytes: Buffer): number {
  let count = 0;
  for (let i = bytes.indexOf(Buffer.from([0x1d, 0x56])); i >= 0; i = bytes.indexOf(Buffer.from([0x1d, 0x56]), i + 2)) count++;
  return count;
}

/** A port on loopback where nothing listens (a printer that is off): connections are refused. */
export async function refusingPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The data of each Code 128 barcode (GS k 73 n d…) in the bytes, its code-set prefix ({B) taken off. */
export function code128Data(bytes: Buffer): string[] {
  const found: string[] = [];
  for (let i = bytes.indexOf(Buffer.from([0x1d, 0x6b, 73])); i >= 0; i = bytes.indexOf(Buffer.from([0x1d, 0x6b, 73]), i + 3)) {
    const length = bytes[i + 3]!;
    found.push(
      bytes
        .subarray(i + 4, i + 4 + length)
        .toString('latin1')
        .replace(/^\{[ABC]/, ''),
    );
  }
  return found;
}

/** ESC p m t1 t2 (a drawer kick) in the bytes: the pin of each (0: pin 2, 1: pin 5). */
export function drawerKicks(bytes: Buffer): number[] {
  const pins: number[] = [];
  for (let i = bytes.indexOf(Buffer.from([0x1b, 0x70])); i >= 0; i = bytes.indexOf(Buffer.from([0x1b, 0x70]), i + 2)) pins.push(bytes[i + 2]!);
  return pins;
}
