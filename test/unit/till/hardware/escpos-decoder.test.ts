/**
 * The simulated printer's decoder reads ESC/POS back into what a printer does: text lines with
 * their style, Code 128 barcodes as the text they carry, QR codes, raster images, cuts, drawer
 * kicks and status queries, from the encoder the till prints with and from hand-made bytes; a
 * command split across packets waits for its rest; random bytes never make it throw.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import { createEscPosDecoder } from '../../../../electron/till/hardware/simulated-printer/escpos-decoder.js';
import { code128Text } from '../../../../electron/till/hardware/simulated-printer/escpos-text.js';
import type { DecodedEvent } from '../../../../electron/till/hardware/simulated-printer/printed-job.js';
import { receiptSvg } from '../../../../electron/till/hardware/simulated-printer/receipt-svg.js';

/** Every event in a whole run of bytes. */
function decodeEscPos(bytes: Uint8Array, now?: () => number) {
  const decoder = createEscPosDecoder(now);
  return [...decoder.push(bytes), ...decoder.end()];
}

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const texts = (events: DecodedEvent[]) => events.flatMap((e) => (e.kind === 'text' ? [e.text] : []));

describe('the ESC/POS decoder', () => {
  it('reads what the receipt-printer encoder writes: styled lines, a Code 128 barcode, a QR code, the cut and the kick', () => {
    const encoded = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: 32 })
      .initialize()
      .align('center')
      .bold(true)
      .line('Café Corner')
      .bold(false)
      .size(2, 2)
      .line('TOTAL')
      .size(1, 1)
      .align('left')
      .line('2 x Mug        $24.00')
      .barcode('SKU-MUG-01', 'code128', 60)
      .qrcode('https://shop.example/orders/R100')
      .cut()
      .pulse()
      .encode();
    const events = decodeEscPos(encoded, () => 42);
    expect(texts(events).flatMap((t) => (t.trim() ? [t.trim()] : []))).toEqual(['Café Corner', 'TOTAL', '2 x Mug        $24.00']);
    expect(events.find((e) => e.kind === 'text' && e.text.includes('Café'))).toMatchObject({ bold: true, width: 1 });
    expect(events.find((e) => e.kind === 'text' && e.text.includes('TOTAL'))).toMatchObject({ bold: false, width: 2, height: 2 });
    expect(events.find((e) => e.kind === 'barcode')).toMatchObject({ symbology: 'Code 128', text: 'SKU-MUG-01' });
    expect(events.find((e) => e.kind === 'qr')).toMatchObject({ data: 'https://shop.example/orders/R100' });
    expect(events.filter((e) => e.kind === 'cut')).toEqual([{ kind: 'cut', partial: false }]);
    expect(events.find((e) => e.kind === 'kick')).toEqual({ kind: 'kick', pin: 2, onMs: 100, offMs: 500, at: 42 });
  });

  it('reads Code 128 with code sets A, B and C, an escaped brace and FNC1 back to its text', () => {
    expect(code128Text(bytes('{A', 'AB', '{C', [12, 34, 5], '{B', 'x{{y', '{1', 'z'))).toBe('AB123405x{yz');
    const events = decodeEscPos(bytes([0x1d, 0x6b, 73, 9], '{C', [20, 26, 0, 7], '{B', 'Z'));
    expect(events).toEqual([{ kind: 'barcode', symbology: 'Code 128', text: '20260007Z', align: 'left' }]);
    // The older form, ended by NUL: an EAN-13.
    expect(decodeEscPos(bytes([0x1d, 0x6b, 2], '4006381333931', [0]))).toMatchObject([{ symbology: 'EAN-13', text: '4006381333931' }]);
  });

  it('reads a raster image (GS v 0) with its size and bits, and draws its pixels in the SVG', () => {
    const events = decodeEscPos(bytes([0x1d, 0x76, 0x30, 0, 2, 0, 3, 0], [0xff, 0x00, 0x81, 0x01, 0x00, 0x80]));
    expect(events).toHaveLength(1);
    const image = events[0]!;
    expect(image).toMatchObject({ kind: 'image', width: 16, height: 3 });
    if (image.kind !== 'image') throw new Error('not an image');
    expect([...image.bits]).toEqual([0xff, 0x00, 0x81, 0x01, 0x00, 0x80]);
    const svg = receiptSvg([image]);
    // Row 0: one run of 8; row 1: dots 0, 7 and 15; row 2: dot 8.
    expect(svg.match(/height="1"/g)).toHaveLength(5);
    expect(svg).toContain('width="8" height="1"');
  });

  it('notes the drawer kick on pin 5, the real-time pulse, partial cuts and DLE EOT status queries', () => {
    const events = decodeEscPos(bytes([0x1b, 0x70, 1, 25, 250], [0x10, 0x14, 1, 0, 3], [0x1d, 0x56, 66, 3], [0x10, 0x04, 4], [0x1b, 0x69]));
    expect(events).toEqual([
      { kind: 'kick', pin: 5, onMs: 50, offMs: 500, at: expect.any(Number) },
      { kind: 'kick', pin: 2, onMs: 300, offMs: 300, at: expect.any(Number) },
      { kind: 'cut', partial: true },
      { kind: 'status', n: 4 },
      { kind: 'cut', partial: false },
    ]);
  });

  it('waits for a command cut in two by the network, and prints the last line when the bytes end', () => {
    const decoder = createEscPosDecoder();
    const whole = bytes('A line', [0x0a], [0x1d, 0x6b, 73, 5], '{BABC', 'tail');
    const seen: DecodedEvent[] = [];
    for (let i = 0; i < whole.length; i += 3) seen.push(...decoder.push(whole.subarray(i, i + 3)));
    seen.push(...decoder.end());
    expect(seen).toMatchObject([
      { kind: 'text', text: 'A line' },
      { kind: 'barcode', text: 'ABC' },
      { kind: 'text', text: 'tail' },
    ]);
  });

  it('skips commands it does not know by their lengths: the text around them is read unharmed', () => {
    const events = decodeEscPos(
      bytes([0x1b, 0x74, 16], 'one', [0x1b, 0x4d, 1, 0x1d, 0x28, 0x4c, 2, 0, 0x30, 0x45, 0x1c, 0x70, 1, 0, 0x1b, 0x2a, 0, 2, 0, 0xaa, 0x55], [0xe9], [0x0a]),
    );
    expect(texts(events)).toEqual(['oneé']);
  });

  it('never throws on random bytes, and its image is always an SVG (fuzzed)', () => {
    let seed = 28;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // Command prefixes are common in the noise, so every branch is hit with short and odd lengths.
    const alphabet = [0x1b, 0x1d, 0x10, 0x1c, 0x0a, 0x00, 0x04, 0x14, 0x28, 0x6b, 0x76, 0x30, 0x31, 0x50, 0x51, 0x56, 0x70];
    for (let run = 0; run < 400; run++) {
      const length = Math.floor(random() * 600);
      const noise = Uint8Array.from({ length }, () => (random() < 0.3 ? alphabet[Math.floor(random() * alphabet.length)]! : Math.floor(random() * 256)));
      const decoder = createEscPosDecoder();
      const events: DecodedEvent[] = [];
      for (let i = 0; i < noise.length;) {
        const size = 1 + Math.floor(random() * 40);
        events.push(...decoder.push(noise.subarray(i, i + size)));
        i += size;
      }
      events.push(...decoder.end());
      const items = events.flatMap((e) => (e.kind === 'status' ? [] : [e]));
      expect(receiptSvg(items)).toMatch(/^<svg [^]*<\/svg>$/);
    }
  });

  it('writes the SVG itself: text from the bytes is escaped, never markup', () => {
    const svg = receiptSvg(decodeEscPos(bytes('<script>alert(1)</script> & "x"', [0x0a])).flatMap((e) => (e.kind === 'status' ? [] : [e])));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });
});
