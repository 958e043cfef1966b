/**
 * An image of a printed job, the way the paper would show it, for a trainer to look at: an SVG the
 * simulator writes itself (never the bytes' own markup): text lines in a monospace face, Code 128
 * barcodes drawn as bars, QR codes as a framed square holding their data, raster images as pixels.
 */
import { code128Bars, type Bar } from '../../../../shared/barcode/code128-bars.js';
import type { PrintedImage, PrintedItem, TextStyle } from './printed-job.js';

/** An 80 mm roll at 203 dpi prints 576 dots a line. */
const PAPER_DOTS = 576;
const LINE_DOTS = 30;
const FONT_DOTS = 24;
const BARCODE_DOTS = 80;
const MODULE_DOTS = 2;
/** The tallest image drawn, in dots: a larger one is cut there. */
const MAX_IMAGE_ROWS = 2000;

/** Text as XML character data: markup's characters escaped, characters XML cannot hold left out. */
function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

function leftOf(width: number, align: TextStyle['align']): number {
  if (align === 'center') return Math.max(0, Math.floor((PAPER_DOTS - width) / 2));
  if (align === 'right') return Math.max(0, PAPER_DOTS - width);
  return 0;
}

function textElement(y: number, text: string, style: TextStyle): string {
  const anchor = { left: ['start', 0], center: ['middle', PAPER_DOTS / 2], right: ['end', PAPER_DOTS] } as const;
  const [textAnchor, x] = anchor[style.align];
  const size = FONT_DOTS * style.height;
  const weight = style.bold ? ' font-weight="bold"' : '';
  const underline = style.underline ? ' text-decoration="underline"' : '';
  const stretch = style.width !== style.height ? ` transform="scale(${style.width / style.height} 1)"` : '';
  return `<text x="${x}" y="${y + size}" font-size="${size}" text-anchor="${textAnchor}"${weight}${underline}${stretch}>${xmlText(text)}</text>`;
}

/** Code 128's bars for `text` (a quiet zone each side), or null when it cannot carry the text (only ASCII can be drawn). */
function code128(text: string): { bars: Bar[]; modules: number } | null {
  // eslint-disable-next-line no-control-regex -- Code 128 carries ASCII, control characters included.
  if (text === '' || !/^[\x00-\x7f]*$/.test(text)) return null;
  try {
    return code128Bars(text);
  } catch {
    return null;
  }
}

function barcodeElements(y: number, symbology: string, text: string, align: TextStyle['align']): { svg: string; height: number } {
  const drawn = symbology.startsWith('Code 128') ? code128(text) : null;
  const caption = `<text x="${PAPER_DOTS / 2}" y="${y + BARCODE_DOTS + FONT_DOTS}" font-size="${FONT_DOTS - 4}" text-anchor="middle">${xmlText(text)}</text>`;
  if (!drawn) {
    const box = `<rect x="8" y="${y}" width="${PAPER_DOTS - 16}" height="${BARCODE_DOTS}" fill="none" stroke="black"/>`;
    const name = `<text x="${PAPER_DOTS / 2}" y="${y + BARCODE_DOTS / 2}" font-size="${FONT_DOTS - 4}" text-anchor="middle">${xmlText(symbology)}</text>`;
    return { svg: box + name + caption, height: BARCODE_DOTS + LINE_DOTS };
  }
  const x0 = leftOf(drawn.modules * MODULE_DOTS, align);
  const bars = drawn.bars.map((bar) => `<rect x="${x0 + bar.x * MODULE_DOTS}" y="${y}" width="${bar.width * MODULE_DOTS}" height="${BARCODE_DOTS}"/>`);
  return { svg: bars.join('') + caption, height: BARCODE_DOTS + LINE_DOTS };
}

function qrElements(y: number, data: string, align: TextStyle['align']): { svg: string; height: number } {
  const side = 160;
  const x = leftOf(side, align);
  const frame = `<rect x="${x}" y="${y}" width="${side}" height="${side}" fill="none" stroke="black" stroke-width="8"/>`;
  const label = `<text x="${x + side / 2}" y="${y + side / 2}" font-size="${FONT_DOTS}" text-anchor="middle">QR</text>`;
  const caption = `<text x="${PAPER_DOTS / 2}" y="${y + side + FONT_DOTS}" font-size="${FONT_DOTS - 6}" text-anchor="middle">${xmlText(data)}</text>`;
  return { svg: frame + label + caption, height: side + LINE_DOTS };
}

/** The image's black dots as runs along each row (one rectangle a run). */
function imageElements(y: number, image: PrintedImage): { svg: string; height: number } {
  const rowBytes = image.width / 8;
  const rows = Math.min(image.height, MAX_IMAGE_ROWS);
  const x0 = leftOf(image.width, image.align);
  const runs: string[] = [];
  for (let row = 0; row < rows; row++) {
    let start = -1;
    for (let dot = 0; dot <= image.width; dot++) {
      const black = dot < image.width && (image.bits[row * rowBytes + (dot >> 3)]! & (0x80 >> (dot & 7))) !== 0;
      if (black && start < 0) start = dot;
      if (!black && start >= 0) {
        runs.push(`<rect x="${x0 + start}" y="${y + row}" width="${dot - start}" height="1"/>`);
        start = -1;
      }
    }
  }
  return { svg: runs.join(''), height: rows + 4 };
}

/** The SVG of one job's items, top to bottom. */
export function receiptSvg(items: readonly PrintedItem[]): string {
  const parts: string[] = [];
  let y = 8;
  for (const item of items) {
    if (item.kind === 'text') {
      parts.push(textElement(y, item.text, item));
      y += LINE_DOTS * item.height;
    } else if (item.kind === 'cut') {
      parts.push(`<line x1="0" y1="${y + 6}" x2="${PAPER_DOTS}" y2="${y + 6}" stroke="black" stroke-dasharray="8 6"/>`);
      y += 16;
    } else if (item.kind !== 'kick') {
      const drawn =
        item.kind === 'barcode'
          ? barcodeElements(y, item.symbology, item.text, item.align)
          : item.kind === 'qr'
            ? qrElements(y, item.data, item.align)
            : imageElements(y, item);
      parts.push(drawn.svg);
      y += drawn.height;
    }
  }
  const height = y + 8;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAPER_DOTS}" height="${height}" viewBox="0 0 ${PAPER_DOTS} ${height}" font-family="monospace" xml:space="preserve">` +
    `<rect width="${PAPER_DOTS}" height="${height}" fill="white"/><g fill="black">${parts.join('')}</g></svg>`
  );
}
