/**
 * Bytes to a receipt printer: over raw TCP (port 9100) or to a device path (a USB printer, a serial
 * port). Over the network the printer is asked how it is first (ESC/POS real-time status, DLE EOT
 * 1, 2 and 4): one that refuses the connection, does not answer within the timeouts, or reports it
 * is offline, its cover open or its paper out is told in words and nothing is sent. A device path
 * is checked (device-path.ts) and must be a character device. Nothing here waits longer than its
 * timeouts.
 */
import { constants, promises as fs } from 'node:fs';
import net from 'node:net';
import type { PrintOutcome } from '../../../shared/hardware/hardware-calls.js';
import { DEVICE_PATH_WORDS, printerDevicePath } from './device-path.js';

/** The one port every printing path sends through (receipts, labels, the drawer kick, the test page). */
export interface PrinterLink {
  /** Sends `bytes`; `what` names them in the words of a failure ("the receipt", "the test page"). */
  send(bytes: Uint8Array, what: string): Promise<PrintOutcome>;
  /** Asks the printer how it is, where it can say (over the network). */
  status(): Promise<PrintOutcome>;
}

interface LinkTimeouts {
  /** How long a connection may take (default 3 s). */
  connectMs?: number;
  /** How long the bytes may take to go (default 3 s). */
  writeMs?: number;
  /** How long the printer has to answer the status query (default 1.5 s). */
  statusMs?: number;
}

/** DLE EOT 1 (printer), 2 (offline cause), 4 (roll paper): one status byte each, in order. */
const STATUS_QUERY = Uint8Array.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);
/** Every status byte has bits 1 and 4 set and bits 0 and 7 clear. */
const isStatusByte = (b: number) => (b & 0x93) === 0x12;

/** What the three status bytes say is wrong, in words; null when the printer can print. */
function statusFault(bytes: readonly number[]): string | null {
  const [printer = 0, offline = 0, paper = 0] = bytes;
  if (offline & 0x20 || paper & 0x60) return 'is out of paper';
  if (offline & 0x04) return 'has its cover open';
  if (offline & 0x40) return 'reports an error (see its light)';
  if (printer & 0x08) return 'is offline';
  return null;
}

const failed = (words: string): PrintOutcome => ({ ok: false, words });

/** A printer on the network at host:port. */
export function networkPrinterLink(host: string, port: number, timeouts: LinkTimeouts = {}): PrinterLink {
  const { connectMs = 3000, writeMs = 3000, statusMs = 1500 } = timeouts;
  const where = `The receipt printer at ${host}:${port}`;
  const exchange = (job: Uint8Array | null, what: string) =>
    new Promise<PrintOutcome>((resolve) => {
      const notPrinted = job ? `: ${what} was not printed.` : '.';
      const socket = net.connect({ host, port });
      const answer: number[] = [];
      let done = false;
      let timer = setTimeout(() => finish(failed(`${where} does not answer${notPrinted}`)), connectMs);
      const finish = (outcome: PrintOutcome) => {
        clearTimeout(timer);
        if (done) return;
        done = true;
        socket.removeAllListeners('data');
        if (outcome.ok) socket.end();
        else socket.destroy();
        resolve(outcome);
      };
      socket.on('error', (error: NodeJS.ErrnoException) => {
        const refused = error.code === 'ECONNREFUSED';
        finish(failed(`${where} ${refused ? 'refuses the connection' : `cannot be reached (${error.code ?? error.message})`}${notPrinted}`));
      });
      socket.on('connect', () => {
        clearTimeout(timer);
        timer = setTimeout(() => finish(failed(`${where} does not answer${notPrinted}`)), statusMs);
        socket.write(STATUS_QUERY);
      });
      socket.on('data', (chunk: Buffer) => {
        if (answer.length >= 3) return;
        answer.push(...chunk.filter(isStatusByte));
        if (answer.length < 3) return;
        clearTimeout(timer);
        const fault = statusFault(answer);
        if (fault) return finish(failed(`${where} ${fault}${notPrinted}`));
        if (!job) return finish({ ok: true });
        timer = setTimeout(() => finish(failed(`${where} stopped taking ${what}: it may not have printed.`)), writeMs);
        socket.write(job, (error) => (error ? finish(failed(`${where} stopped taking ${what}: it may not have printed.`)) : finish({ ok: true })));
      });
    });
  return { send: (bytes, what) => exchange(bytes, what), status: () => exchange(null, '') };
}

/** A printer on a device path (checked: devices only); over USB or serial it cannot say how it is. */
export function devicePrinterLink(given: string, timeouts: LinkTimeouts = {}): PrinterLink {
  const { writeMs = 3000 } = timeouts;
  const path = printerDevicePath(given);
  const refusal = `"${given}" is not ${DEVICE_PATH_WORDS}`;
  const send = async (bytes: Uint8Array, what: string): Promise<PrintOutcome> => {
    if (!path) return failed(`${refusal}: ${what} was not printed.`);
    const where = `The receipt printer at ${path}`;
    let handle: fs.FileHandle | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // Never created, never truncated: an existing device only.
      handle = await fs.open(path, constants.O_WRONLY | (constants.O_NOCTTY ?? 0) | (constants.O_NONBLOCK ?? 0));
      if (process.platform !== 'win32' && !(await handle.stat()).isCharacterDevice()) return failed(`${path} is not a device: ${what} was not printed.`);
      const late = new Promise<PrintOutcome>((resolve) => {
        timer = setTimeout(() => resolve(failed(`${where} does not take ${what}: it may not have printed.`)), writeMs);
      });
      return await Promise.race([handle.write(bytes).then((): PrintOutcome => ({ ok: true })), late]);
    } catch (error) {
      return failed(`${where} ${deviceErrorWords((error as NodeJS.ErrnoException).code)}: ${what} was not printed.`);
    } finally {
      clearTimeout(timer);
      await handle?.close().catch(() => undefined);
    }
  };
  return {
    send,
    status: async () => (path ? { ok: true } : failed(refusal)),
  };
}

function deviceErrorWords(code: string | undefined): string {
  if (code === 'ENOENT' || code === 'ENXIO' || code === 'ENODEV') return 'is not there (is it plugged in and on?)';
  if (code === 'EACCES' || code === 'EPERM') return 'may not be written by this user (on Linux, add the user to the lp group for USB or dialout for serial)';
  if (code === 'EBUSY') return 'is in use by another program';
  return `cannot be written (${code ?? 'unknown'})`;
}
