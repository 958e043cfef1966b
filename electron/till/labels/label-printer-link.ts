/**
 * Where labels are printed until the receipt printer's settings reach this branch: the one port
 * every printing path sends through (`PrinterLink`, the same shape as the receipt printer's), and
 * a link to the simulated printer this till runs. The receipt printer's own link replaces it.
 */
import net from 'node:net';
import type { LabelPrintOutcome } from '../../../shared/bridge/labels.js';
import type { SimulatedPrinter } from '../hardware/simulated-printer/simulated-printer.js';

export interface PrinterLink {
  /** Sends `bytes`; `what` names them in the words of a failure ("the labels"). */
  send(bytes: Uint8Array, what: string): Promise<LabelPrintOutcome>;
}

/** How long the printer may take to take the connection, answer how it is, and take the bytes. */
const WAIT_MS = 3000;
/** DLE EOT 1, 2 and 4: how the printer is, its offline cause, its paper (one byte each). */
const STATUS_QUERY = Uint8Array.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);

/** What the three status bytes say is wrong, in words; null when the printer can print. */
function statusFault([printer = 0, offline = 0, paper = 0]: number[]): string | null {
  if (offline & 0x20 || paper & 0x60) return 'is out of paper';
  if (offline & 0x04) return 'has its cover open';
  if (printer & 0x08) return 'is offline';
  return null;
}

/** Raw TCP to the simulated printer, asked how it is first (null: this till runs none, and the words say so). */
export function simulatedPrinterLink(printer: SimulatedPrinter | null): PrinterLink {
  return {
    send: (bytes, what) =>
      new Promise((resolve) => {
        if (!printer) return resolve({ ok: false, words: `No receipt printer is set: ${what} not printed.` });
        const where = `The receipt printer at ${printer.host}:${printer.port}`;
        const socket = net.connect(printer.port, printer.host);
        const answer: number[] = [];
        let done = false;
        const finish = (outcome: LabelPrintOutcome) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          if (!outcome.ok) socket.destroy();
          resolve(outcome);
        };
        const timer = setTimeout(() => finish({ ok: false, words: `${where} does not answer: ${what} not printed.` }), WAIT_MS);
        socket.on('error', (error: NodeJS.ErrnoException) =>
          finish({ ok: false, words: `${where} cannot be reached (${error.code ?? error.message}): ${what} not printed.` }),
        );
        socket.on('close', () => finish({ ok: false, words: `${where} closed the connection: ${what} not printed.` }));
        socket.on('connect', () => socket.write(STATUS_QUERY));
        socket.on('data', (chunk: Buffer) => {
          if (answer.length >= 3) return;
          answer.push(...chunk);
          if (answer.length < 3) return;
          const fault = statusFault(answer);
          if (fault) finish({ ok: false, words: `${where} ${fault}: ${what} not printed.` });
          else socket.end(bytes, () => finish({ ok: true }));
        });
      }),
  };
}
