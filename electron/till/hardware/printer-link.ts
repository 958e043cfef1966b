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
import { defineMessages, wordsOf, type MessageDeclaration, type Words } from '../../../shared/i18n/words.js';
import { composeWords } from '../../../shared/staff/composed-words.js';
import { printerDevicePath } from './device-path.js';
import { linkCause } from './link-cause.js';

/** What is sent, named in the words of a failure; `status`: nothing is sent, the printer is asked how it is. */
type PrintJob = { job: 'receipt' | 'testPage' | 'drawer' | 'status' } | { job: 'labels'; count: number };

const messages = defineMessages({
  noAnswer: {
    id: 'printer.link.noAnswer',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} does not answer: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} does not answer: the test page was not printed.} drawer {The receipt printer at {address} does not answer: the drawer was not kicked.} labels {The receipt printer at {address} does not answer: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} does not answer.}}',
  },
  refused: {
    id: 'printer.link.refused',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} refuses the connection: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} refuses the connection: the test page was not printed.} drawer {The receipt printer at {address} refuses the connection: the drawer was not kicked.} labels {The receipt printer at {address} refuses the connection: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} refuses the connection.}}',
  },
  unreachable: {
    id: 'printer.link.unreachable',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} cannot be reached ({reason}): the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} cannot be reached ({reason}): the test page was not printed.} drawer {The receipt printer at {address} cannot be reached ({reason}): the drawer was not kicked.} labels {The receipt printer at {address} cannot be reached ({reason}): {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} cannot be reached ({reason}).}}',
  },
  outOfPaper: {
    id: 'printer.link.outOfPaper',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} is out of paper: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} is out of paper: the test page was not printed.} drawer {The receipt printer at {address} is out of paper: the drawer was not kicked.} labels {The receipt printer at {address} is out of paper: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} is out of paper.}}',
  },
  coverOpen: {
    id: 'printer.link.coverOpen',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} has its cover open: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} has its cover open: the test page was not printed.} drawer {The receipt printer at {address} has its cover open: the drawer was not kicked.} labels {The receipt printer at {address} has its cover open: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} has its cover open.}}',
  },
  faulty: {
    id: 'printer.link.faulty',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} reports an error (see its light): the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} reports an error (see its light): the test page was not printed.} drawer {The receipt printer at {address} reports an error (see its light): the drawer was not kicked.} labels {The receipt printer at {address} reports an error (see its light): {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} reports an error (see its light).}}',
  },
  offline: {
    id: 'printer.link.offline',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} is offline: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} is offline: the test page was not printed.} drawer {The receipt printer at {address} is offline: the drawer was not kicked.} labels {The receipt printer at {address} is offline: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} is offline.}}',
  },
  deviceMissing: {
    id: 'printer.link.deviceMissing',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} is not there (is it plugged in and on?): the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} is not there (is it plugged in and on?): the test page was not printed.} drawer {The receipt printer at {address} is not there (is it plugged in and on?): the drawer was not kicked.} labels {The receipt printer at {address} is not there (is it plugged in and on?): {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} is not there (is it plugged in and on?).}}',
  },
  deviceDenied: {
    id: 'printer.link.deviceDenied',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} may not be written by this user (on Linux, add the user to the lp group for USB or dialout for serial): the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} may not be written by this user (on Linux, add the user to the lp group for USB or dialout for serial): the test page was not printed.} drawer {The receipt printer at {address} may not be written by this user (on Linux, add the user to the lp group for USB or dialout for serial): the drawer was not kicked.} labels {The receipt printer at {address} may not be written by this user (on Linux, add the user to the lp group for USB or dialout for serial): {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} may not be written by this user (on Linux, add the user to the lp group for USB or dialout for serial).}}',
  },
  deviceBusy: {
    id: 'printer.link.deviceBusy',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} is in use by another program: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} is in use by another program: the test page was not printed.} drawer {The receipt printer at {address} is in use by another program: the drawer was not kicked.} labels {The receipt printer at {address} is in use by another program: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} is in use by another program.}}',
  },
  deviceFailed: {
    id: 'printer.link.deviceFailed',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} cannot be written ({reason}): the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} cannot be written ({reason}): the test page was not printed.} drawer {The receipt printer at {address} cannot be written ({reason}): the drawer was not kicked.} labels {The receipt printer at {address} cannot be written ({reason}): {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The receipt printer at {address} cannot be written ({reason}).}}',
  },
  notDevicePath: {
    id: 'printer.link.notDevicePath',
    defaultMessage:
      '{job, select, receipt {"{address}" is not a printer device such as /dev/usb/lp0, /dev/ttyUSB0, /dev/ttyS0, /dev/cu.usbserial-1410 (macOS) or \\\\.\\COM3 (Windows): the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {"{address}" is not a printer device such as /dev/usb/lp0, /dev/ttyUSB0, /dev/ttyS0, /dev/cu.usbserial-1410 (macOS) or \\\\.\\COM3 (Windows): the test page was not printed.} drawer {"{address}" is not a printer device such as /dev/usb/lp0, /dev/ttyUSB0, /dev/ttyS0, /dev/cu.usbserial-1410 (macOS) or \\\\.\\COM3 (Windows): the drawer was not kicked.} labels {"{address}" is not a printer device such as /dev/usb/lp0, /dev/ttyUSB0, /dev/ttyS0, /dev/cu.usbserial-1410 (macOS) or \\\\.\\COM3 (Windows): {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {"{address}" is not a printer device such as /dev/usb/lp0, /dev/ttyUSB0, /dev/ttyS0, /dev/cu.usbserial-1410 (macOS) or \\\\.\\COM3 (Windows)}}',
  },
  notADevice: {
    id: 'printer.link.notADevice',
    defaultMessage:
      '{job, select, receipt {{address} is not a device: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {{address} is not a device: the test page was not printed.} drawer {{address} is not a device: the drawer was not kicked.} labels {{address} is not a device: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {{address} is not a device.}}',
  },
  simulatedNotRunning: {
    id: 'printer.link.simulatedNotRunning',
    defaultMessage:
      '{job, select, receipt {The simulated printer is not running: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.} testPage {The simulated printer is not running: the test page was not printed.} drawer {The simulated printer is not running: the drawer was not kicked.} labels {The simulated printer is not running: {count, plural, one {the label was not printed.} other {the # labels were not printed.}}} other {The simulated printer is not running.}}',
  },
  stoppedTaking: {
    id: 'printer.link.stoppedTaking',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} stopped taking the receipt: it may not have printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} stopped taking the test page: it may not have printed.} drawer {The receipt printer at {address} stopped taking the drawer kick: it may not have printed.} labels {The receipt printer at {address} stopped taking {count, plural, one {the label: it may not have printed.} other {the # labels: they may not have printed.}}} other {The receipt printer at {address} stopped taking the job: it may not have printed.}}',
  },
  doesNotTake: {
    id: 'printer.link.doesNotTake',
    defaultMessage:
      '{job, select, receipt {The receipt printer at {address} does not take the receipt: it may not have printed. The sale is placed; print the receipt again when the printer is back.} testPage {The receipt printer at {address} does not take the test page: it may not have printed.} drawer {The receipt printer at {address} does not take the drawer kick: it may not have printed.} labels {The receipt printer at {address} does not take {count, plural, one {the label: it may not have printed.} other {the # labels: they may not have printed.}}} other {The receipt printer at {address} does not take the job: it may not have printed.}}',
  },
});

/** The one port every printing path sends through (receipts, labels, the drawer kick, the test page). */
export interface PrinterLink {
  /** Sends `bytes`; `job` names them in the words of a failure (the receipt, the test page). */
  send(bytes: Uint8Array, job: PrintJob): Promise<PrintOutcome>;
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

/** What the three status bytes say is wrong; null when the printer can print. */
function statusFault(bytes: readonly number[]): MessageDeclaration | null {
  const [printer = 0, offline = 0, paper = 0] = bytes;
  if (offline & 0x20 || paper & 0x60) return messages.outOfPaper;
  if (offline & 0x04) return messages.coverOpen;
  if (offline & 0x40) return messages.faulty;
  if (printer & 0x08) return messages.offline;
  return null;
}

/** A failure in words: the fault, the printer's address, what was not printed and, where the fault names one, its cause (`reason`). */
const failure = (fault: MessageDeclaration, job: PrintJob, address: string, reason?: Words): PrintOutcome => ({
  ok: false,
  words: reason ? composeWords(fault, { ...job, address }, { reason }) : wordsOf(fault, { ...job, address }),
});

/** A printer on the network at host:port. */
export function networkPrinterLink(host: string, port: number, timeouts: LinkTimeouts = {}): PrinterLink {
  const { connectMs = 3000, writeMs = 3000, statusMs = 1500 } = timeouts;
  const address = `${host}:${port}`;
  const exchange = (bytes: Uint8Array | null, job: PrintJob) =>
    new Promise<PrintOutcome>((resolve) => {
      const failed = (fault: MessageDeclaration, reason?: Words) => failure(fault, job, address, reason);
      const socket = net.connect({ host, port });
      const answer: number[] = [];
      let done = false;
      let timer = setTimeout(() => finish(failed(messages.noAnswer)), connectMs);
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
        finish(refused ? failed(messages.refused) : failed(messages.unreachable, linkCause(error.code)));
      });
      socket.on('connect', () => {
        clearTimeout(timer);
        timer = setTimeout(() => finish(failed(messages.noAnswer)), statusMs);
        socket.write(STATUS_QUERY);
      });
      socket.on('data', (chunk: Buffer) => {
        if (answer.length >= 3) return;
        answer.push(...chunk.filter(isStatusByte));
        if (answer.length < 3) return;
        clearTimeout(timer);
        const fault = statusFault(answer);
        if (fault) return finish(failed(fault));
        if (!bytes) return finish({ ok: true });
        timer = setTimeout(() => finish(failed(messages.stoppedTaking)), writeMs);
        socket.write(bytes, (error) => (error ? finish(failed(messages.stoppedTaking)) : finish({ ok: true })));
      });
    });
  return { send: (bytes, job) => exchange(bytes, job), status: () => exchange(null, { job: 'status' }) };
}

/** A printer on a device path (checked: devices only); over USB or serial it cannot say how it is. */
export function devicePrinterLink(given: string, timeouts: LinkTimeouts = {}): PrinterLink {
  const { writeMs = 3000 } = timeouts;
  const path = printerDevicePath(given);
  const send = async (bytes: Uint8Array, job: PrintJob): Promise<PrintOutcome> => {
    if (!path) return failure(messages.notDevicePath, job, given);
    let handle: fs.FileHandle | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // Never created, never truncated: an existing device only.
      handle = await fs.open(path, constants.O_WRONLY | (constants.O_NOCTTY ?? 0) | (constants.O_NONBLOCK ?? 0));
      if (process.platform !== 'win32' && !(await handle.stat()).isCharacterDevice()) return failure(messages.notADevice, job, path);
      const late = new Promise<PrintOutcome>((resolve) => {
        timer = setTimeout(() => resolve(failure(messages.doesNotTake, job, path)), writeMs);
      });
      return await Promise.race([handle.write(bytes).then((): PrintOutcome => ({ ok: true })), late]);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return failure(deviceFault(code), job, path, linkCause(code));
    } finally {
      clearTimeout(timer);
      await handle?.close().catch(() => undefined);
    }
  };
  return {
    send,
    status: async () => (path ? { ok: true } : failure(messages.notDevicePath, { job: 'status' }, given)),
  };
}

function deviceFault(code: string | undefined): MessageDeclaration {
  if (code === 'ENOENT' || code === 'ENXIO' || code === 'ENODEV') return messages.deviceMissing;
  if (code === 'EACCES' || code === 'EPERM') return messages.deviceDenied;
  if (code === 'EBUSY') return messages.deviceBusy;
  return messages.deviceFailed;
}

/** The simulated printer's link while it is not running. */
export const simulatedNotRunning: PrinterLink = {
  send: async (_bytes, job) => failure(messages.simulatedNotRunning, job, ''),
  status: async () => failure(messages.simulatedNotRunning, { job: 'status' }, ''),
};
