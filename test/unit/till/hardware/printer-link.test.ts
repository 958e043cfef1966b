/**
 * Bytes to the receipt printer: only a printer's device path is ever opened (nothing climbs out of
 * /dev, names a file or is created); a network printer that is ready takes the bytes; one that
 * refuses the connection, never answers, has its cover open or is out of paper is told in words
 * within the timeouts and is sent nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { printerDevicePath, printerNetworkAddress } from '../../../../electron/till/hardware/device-path.js';
import { devicePrinterLink, networkPrinterLink } from '../../../../electron/till/hardware/printer-link.js';
import { refusingPort, startTestReceiptPrinter, type TestReceiptPrinter } from '../../../support/net/test-receipt-printer.js';
import { englishOf, setWordsTranslator } from '../../../../shared/i18n/words.js';
import { sayerIn } from '../../../../shared/i18n/say-in.js';
import { sayComposed } from '../../../../shared/staff/composed-words.js';
import type { PrintOutcome } from '../../../../shared/hardware/hardware-calls.js';

/** An outcome with its words in English, as the log keeps them. */
const inEnglish = (outcome: PrintOutcome) => (outcome.ok ? outcome : { ok: false, words: englishOf(outcome.words) });

describe('a printer’s device path', () => {
  it('is a USB printer, a serial port or a Windows COM or LPT port', () => {
    for (const path of [
      '/dev/usb/lp0',
      '/dev/ttyUSB0',
      '/dev/ttyS0',
      '/dev/ttyACM1',
      '/dev/cu.usbserial-1410',
      '/dev/tty.usbmodem14201',
      '\\\\.\\COM3',
      '\\\\.\\LPT1',
    ])
      expect(printerDevicePath(path)).toBe(path);
  });

  it('is never a file, a path that climbs out of /dev, or the terminal itself', () => {
    for (const path of [
      '/etc/passwd',
      '/dev/usb/../../etc/passwd',
      '/dev/usb/lp0/../../../home/x',
      '/dev/tty',
      '/dev/ttyUSB0/x',
      '/dev/cu./../x',
      '/dev/sda',
      '/tmp/receipt.bin',
      'C:\\Windows\\win.ini',
      '\\\\.\\PhysicalDrive0',
      '\\\\server\\share\\COM3',
      '/dev/usb/lp0\0',
      '',
    ])
      expect(printerDevicePath(path), path).toBeNull();
  });

  it('is not written when it is not a printer’s: nothing is created', async () => {
    const outcome = await devicePrinterLink('/tmp/pos-printer-test.bin').send(Uint8Array.from([1, 2]), { job: 'testPage' });
    expect(inEnglish(outcome)).toEqual({ ok: false, words: expect.stringContaining('"/tmp/pos-printer-test.bin" is not a printer device') });
    expect(existsSync('/tmp/pos-printer-test.bin')).toBe(false);
  });

  it('says in words when the device is not there', async () => {
    const outcome = await devicePrinterLink('/dev/usb/lp97').send(Uint8Array.from([1]), { job: 'testPage' });
    expect(inEnglish(outcome)).toEqual({
      ok: false,
      words: 'The receipt printer at /dev/usb/lp97 is not there (is it plugged in and on?): the test page was not printed.',
    });
  });
});

describe('a network printer’s address', () => {
  it('is a host, with port 9100 unless another is given', () => {
    expect(printerNetworkAddress('10.0.0.5')).toEqual({ host: '10.0.0.5', port: 9100 });
    expect(printerNetworkAddress('printer.local:9101')).toEqual({ host: 'printer.local', port: 9101 });
    for (const bad of ['10.0.0.5:99999', 'http://10.0.0.5', '10.0.0.5:', 'a b', '']) expect(printerNetworkAddress(bad), bad).toBeNull();
  });
});

describe('a network printer', () => {
  let printer: TestReceiptPrinter | null = null;
  afterEach(async () => {
    await printer?.close();
    printer = null;
  });

  it('that is ready takes the bytes', async () => {
    printer = await startTestReceiptPrinter();
    const outcome = await networkPrinterLink('127.0.0.1', printer.port).send(Uint8Array.from([0x1b, 0x40, 0x41, 0x0a]), { job: 'testPage' });
    expect(inEnglish(outcome)).toEqual({ ok: true });
    await expect.poll(() => [...printer!.received()]).toEqual([0x1b, 0x40, 0x41, 0x0a]);
  });

  it('that refuses the connection is told in words', async () => {
    const port = await refusingPort();
    expect(inEnglish(await networkPrinterLink('127.0.0.1', port).send(Uint8Array.from([0x41]), { job: 'testPage' }))).toEqual({
      ok: false,
      words: `The receipt printer at 127.0.0.1:${port} refuses the connection: the test page was not printed.`,
    });
  });

  it('that cannot be reached says why in words, in the clerk’s language, never as a system code', async () => {
    const outcome = await networkPrinterLink('printer.invalid', 9100).send(Uint8Array.from([0x41]), { job: 'testPage' });
    if (outcome.ok) throw new Error('printed to a printer that is not there');
    // No such name (a resolver that cannot be asked just now says that instead).
    expect(englishOf(outcome.words)).toMatch(
      /^The receipt printer at printer\.invalid:9100 cannot be reached \((no printer or computer of that name was found|its name could not be looked up just now)\): the test page was not printed\.$/,
    );
    const say = await sayerIn('es');
    setWordsTranslator((words) => say(words, words.values));
    try {
      expect(sayComposed(outcome.words)).toMatch(
        /^La impresora de tickets en printer\.invalid:9100 no está accesible \((no se encontró ninguna impresora ni ordenador con ese nombre|no se pudo buscar su nombre en este momento)\): /,
      );
    } finally {
      setWordsTranslator(null);
    }
  });

  it('that never answers is told in words within its timeout, and is sent nothing', async () => {
    printer = await startTestReceiptPrinter('silent');
    const started = Date.now();
    const outcome = await networkPrinterLink('127.0.0.1', printer.port, { statusMs: 300 }).send(Uint8Array.from([0x41]), { job: 'testPage' });
    expect(inEnglish(outcome)).toEqual({
      ok: false,
      words: `The receipt printer at 127.0.0.1:${printer.port} does not answer: the test page was not printed.`,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(printer.received().length).toBe(0);
  });

  it('with its cover open or out of paper says so, and is sent nothing', async () => {
    printer = await startTestReceiptPrinter('cover-open');
    const link = networkPrinterLink('127.0.0.1', printer.port);
    expect(inEnglish(await link.send(Uint8Array.from([0x41]), { job: 'testPage' }))).toEqual({
      ok: false,
      words: `The receipt printer at 127.0.0.1:${printer.port} has its cover open: the test page was not printed.`,
    });
    printer.mood = 'paper-out';
    expect(inEnglish(await link.status())).toEqual({ ok: false, words: `The receipt printer at 127.0.0.1:${printer.port} is out of paper.` });
    expect(printer.received().length).toBe(0);
  });
});
