/**
 * The simulated printer over real TCP: bytes sent to its port come back as jobs (ended by a cut or
 * by the connection's end) with their barcodes' text, QR data and an SVG image; drawer kicks are
 * recorded; DLE EOT is answered like a real printer's, and each fault behaves as a broken printer
 * does (refused, silent, out of paper, cover open).
 */
import net from 'node:net';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSimulatedPrinter, type SimulatedPrinter } from '../../../../electron/till/hardware/simulated-printer/simulated-printer.js';

let printer: SimulatedPrinter;
beforeEach(async () => {
  printer = await startSimulatedPrinter();
});
afterEach(async () => {
  await printer.close();
});

/** Sends `bytes`, waits `waitMs` for answers, then ends the connection: answers what came back and how the connection ended. */
function exchange(bytes: Uint8Array, waitMs = 200): Promise<{ answer: number[]; ended: 'closed' | 'error' | 'waited' }> {
  return new Promise((resolve) => {
    const answer: number[] = [];
    const socket = net.connect(printer.port, printer.host);
    let done = false;
    const finish = (ended: 'closed' | 'error' | 'waited') => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, ended });
    };
    const timer = setTimeout(() => {
      socket.end();
      setTimeout(() => finish('waited'), 50);
    }, waitMs);
    socket.on('data', (chunk) => answer.push(...chunk));
    socket.on('error', () => finish('error'));
    socket.on('close', () => finish(done ? 'waited' : 'closed'));
    socket.write(bytes);
  });
}

const DLE_EOT = (n: number) => [0x10, 0x04, n];
const receipt = (sku: string) =>
  new ReceiptPrinterEncoder({ language: 'esc-pos', columns: 48 })
    .initialize()
    .align('center')
    .line('Demo Store')
    .align('left')
    .line('Mug                 $12.00')
    .barcode(sku, 'code128', 60)
    .qrcode('R100200300')
    .cut()
    .pulse(0, 50, 250)
    .encode();

describe('the simulated printer over TCP', () => {
  it('decodes a receipt sent to its port into a job: lines, the barcode as its text, the QR data, the cut, an image; the kick recorded', async () => {
    expect(printer.host).toBe('127.0.0.1');
    await exchange(receipt('SKU-4711-BLUE'));
    await vi.waitFor(() => expect(printer.jobs()).toHaveLength(1));
    const [job] = printer.jobs();
    expect(job!.lines.map((l) => l.trim())).toContain('Demo Store');
    expect(job!.barcodes).toEqual(['SKU-4711-BLUE']);
    expect(job!.qrCodes).toEqual(['R100200300']);
    expect(job!.cut).toBe(true);
    expect(job!.svg).toMatch(/^<svg [^]*Demo Store[^]*<\/svg>$/);
    await vi.waitFor(() => expect(printer.kicks()).toMatchObject([{ pin: 2, onMs: 50, offMs: 250 }]));
  });

  it("ends a job at each cut and at the connection end, keeps the last 50 only, and answers DLE EOT with a working printer's status", async () => {
    const encoder = () => new ReceiptPrinterEncoder({ language: 'esc-pos' });
    const two = [...encoder().line('first').cut().encode(), ...encoder().line('second').encode(), ...DLE_EOT(1), ...DLE_EOT(4)];
    const { answer } = await exchange(Uint8Array.from(two));
    expect(answer).toEqual([0x12, 0x12]);
    await vi.waitFor(() =>
      expect(printer.jobs().map((j) => [j.lines.find(Boolean), j.cut])).toEqual([
        ['first', true],
        ['second', false],
      ]),
    );
    const many = Array.from({ length: 55 }, (_, i) => [...encoder().line(`job ${i}`).cut().encode()]).flat();
    await exchange(Uint8Array.from(many));
    await vi.waitFor(() => expect(printer.jobs().at(-1)!.lines).toContain('job 54'));
    expect(printer.jobs()).toHaveLength(50);
    expect(printer.jobs()[0]!.lines).toContain('job 5');
  });

  it('answers status like a printer out of paper or with its cover open, and prints nothing then', async () => {
    printer.setFault('paper-out');
    const paperOut = await exchange(Uint8Array.from([...DLE_EOT(1), ...DLE_EOT(2), ...DLE_EOT(4), ...receipt('SKU-1')]));
    expect(paperOut.answer).toEqual([0x1a, 0x72, 0x72]);
    printer.setFault('cover-open');
    const coverOpen = await exchange(Uint8Array.from([...DLE_EOT(1), ...DLE_EOT(2), ...DLE_EOT(4)]));
    expect(coverOpen.answer).toEqual([0x1a, 0x56, 0x12]);
    expect(printer.jobs()).toEqual([]);
    expect(printer.kicks()).toEqual([]);
  });

  it('refuses connections at once, or takes them and never answers, when told to', async () => {
    printer.setFault('refuse');
    const refused = await exchange(Uint8Array.from(DLE_EOT(1)), 1000);
    expect(refused.ended).not.toBe('waited');
    expect(refused.answer).toEqual([]);
    printer.setFault('silent');
    const silent = await exchange(Uint8Array.from([...DLE_EOT(1), ...receipt('SKU-2')]), 400);
    expect(silent).toEqual({ answer: [], ended: 'waited' });
    printer.setFault('none');
    expect((await exchange(Uint8Array.from(DLE_EOT(1)))).answer).toEqual([0x12]);
    expect(printer.jobs()).toEqual([]);
  });
});
