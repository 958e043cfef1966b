/**
 * ESC/POS bytes read back into what a printer does with them, as they arrive: lines of text with
 * their alignment, weight and size, barcodes (GS k), QR codes (GS ( k), raster images (GS v 0),
 * cuts (GS V), drawer kicks (ESC p, DLE DC4 1) and status queries (DLE EOT n). A command cut in two
 * by the network waits for its other half; a command the decoder does not know is skipped by its
 * known length (or two bytes), so no run of bytes can make it throw.
 */
import type { DecodedEvent, PrintedItem, TextStyle } from './printed-job.js';
import { barcodeText, printedChar, symbologyName } from './escpos-text.js';

const LF = 0x0a;
const ESC = 0x1b;
const GS = 0x1d;
const DLE = 0x10;
const FS = 0x1c;

/** The decoder's answer when a command's bytes have not all come yet. */
const NEED = -1;

export interface EscPosDecoder {
  /** Reads the bytes that came, and answers what they printed or asked (a command cut short waits for the next bytes). */
  push(bytes: Uint8Array): DecodedEvent[];
  /** The bytes have ended: the line still in the buffer is printed; a command cut short is dropped. */
  end(): DecodedEvent[];
}

interface DecoderState {
  style: TextStyle;
  codePage: number;
  line: string;
  lineStyle: TextStyle | null;
  qrData: string | null;
  out: DecodedEvent[];
  now: () => number;
}

const plainStyle = (): TextStyle => ({ align: 'left', bold: false, underline: false, width: 1, height: 1 });

function addChar(s: DecoderState, char: string): void {
  if (s.lineStyle === null) s.lineStyle = { ...s.style };
  else {
    s.lineStyle.bold ||= s.style.bold;
    s.lineStyle.underline ||= s.style.underline;
    s.lineStyle.width = Math.max(s.lineStyle.width, s.style.width);
    s.lineStyle.height = Math.max(s.lineStyle.height, s.style.height);
  }
  s.line += char;
}

/** Prints the line in the buffer; with `always`, an empty buffer prints a blank line (LF does, a barcode does not). */
function printLine(s: DecoderState, always: boolean): void {
  if (s.line === '' && !always) return;
  s.out.push({ kind: 'text', text: s.line.trimEnd(), ...(s.lineStyle ?? s.style) });
  s.line = '';
  s.lineStyle = null;
}

function emit(s: DecoderState, item: PrintedItem): void {
  printLine(s, false);
  s.out.push(item);
}

const word = (b: Uint8Array, i: number) => b[i]! + b[i + 1]! * 256;
const ALIGN: Record<number, TextStyle['align']> = { 0: 'left', 1: 'center', 2: 'right', 48: 'left', 49: 'center', 50: 'right' };
/** The total length of ESC commands that only set something (ESC and the command's byte included). */
const ESC_LENGTHS: Record<string, number> = {
  '2': 2,
  '3': 3,
  ' ': 3,
  $: 4,
  '%': 3,
  '<': 2,
  '=': 3,
  '?': 3,
  B: 4,
  C: 3,

  J: 3,
  K: 3,
  L: 2,
  M: 3,
  R: 3,
  S: 2,
  T: 3,
  U: 3,
  V: 3,
  W: 10,
  '\\': 4,
  c: 4,
  e: 3,
  r: 3,
  u: 3,
  v: 2,
  '{': 3,
  '\f': 2,
};

function escCommand(b: Uint8Array, i: number, s: DecoderState): number {
  if (i + 1 >= b.length) return NEED;
  const cmd = String.fromCharCode(b[i + 1]!);
  const n = b[i + 2];
  const needs = (length: number) => (i + length > b.length ? NEED : length);
  switch (cmd) {
    case '@':
      s.style = plainStyle();
      s.codePage = 0;
      s.line = '';
      s.lineStyle = null;
      s.qrData = null;
      return 2;
    case 'i':
    case 'm':
      emit(s, { kind: 'cut', partial: cmd === 'm' });
      return 2;
    case 'd':
      if (n === undefined) return NEED;
      printLine(s, false);
      for (let k = 0; k < n; k++) printLine(s, true);
      return 3;
    case 'p': {
      if (i + 5 > b.length) return NEED;
      const m = n!;
      if ([0, 1, 48, 49].includes(m)) emit(s, { kind: 'kick', pin: m % 2 === 0 ? 2 : 5, onMs: b[i + 3]! * 2, offMs: b[i + 4]! * 2, at: s.now() });
      return 5;
    }
    case '*': {
      if (i + 5 > b.length) return NEED;
      const dots = word(b, i + 3);
      return needs(5 + (n === 0 || n === 1 ? dots : dots * 3));
    }
    case 'D': {
      // Tab positions, ended by NUL (32 at most).
      for (let k = i + 2; k < b.length && k < i + 35; k++) if (b[k] === 0) return k - i + 1;
      return b.length - i >= 35 ? 35 : NEED;
    }
    case '&':
      return downloadedCharacters(b, i);
    case '(':
      return i + 5 > b.length ? NEED : needs(5 + word(b, i + 3));
  }
  if (n === undefined && cmd !== '2' && cmd !== '<' && cmd !== 'L' && cmd !== 'S' && cmd !== 'v' && cmd !== '\f') return NEED;
  switch (cmd) {
    case '!':
      s.style = { ...s.style, bold: (n! & 0x08) !== 0, underline: (n! & 0x80) !== 0, height: n! & 0x10 ? 2 : 1, width: n! & 0x20 ? 2 : 1 };
      return 3;
    case 'E':
    case 'G':
      s.style = { ...s.style, bold: (n! & 1) === 1 };
      return 3;
    case '-':
      s.style = { ...s.style, underline: (n! & 3) !== 0 && n !== 48 };
      return 3;
    case 'a':
      s.style = { ...s.style, align: ALIGN[n!] ?? s.style.align };
      return 3;
    case 't':
      s.codePage = n!;
      return 3;
  }
  return needs(ESC_LENGTHS[cmd] ?? 2);
}

/** ESC & y c1 c2, then for each character from c1 to c2 its width x and y·x bytes. */
function downloadedCharacters(b: Uint8Array, i: number): number {
  if (i + 5 > b.length) return NEED;
  const y = b[i + 2]!;
  const count = b[i + 4]! - b[i + 3]! + 1;
  let at = i + 5;
  for (let c = 0; c < Math.max(count, 0); c++) {
    if (at >= b.length) return NEED;
    at += 1 + y * b[at]!;
  }
  return at > b.length ? NEED : at - i;
}

/** GS ( k: a QR code's data stored (cn 49, fn 80) or printed (fn 81); any other function of any GS ( command is skipped. */
function gsParenthesis(b: Uint8Array, i: number, s: DecoderState): number {
  if (i + 5 > b.length) return NEED;
  const length = 5 + word(b, i + 3);
  if (i + length > b.length) return NEED;
  if (b[i + 2] === 0x6b && b[i + 5] === 49 && length >= 8) {
    if (b[i + 6] === 80) s.qrData = new TextDecoder().decode(b.subarray(i + 8, i + length));
    if (b[i + 6] === 81 && s.qrData !== null) emit(s, { kind: 'qr', data: s.qrData, align: s.style.align });
  }
  return length;
}

/** GS k m: data ended by NUL (m 0–6) or counted by n (m 65 and on). */
function gsBarcode(b: Uint8Array, i: number, s: DecoderState): number {
  if (i + 4 > b.length) return NEED;
  const m = b[i + 2]!;
  let data: Uint8Array;
  let length: number;
  if (m <= 6) {
    const end = b.indexOf(0, i + 3);
    if (end < 0) return b.length - i > 260 ? 260 : NEED;
    data = b.subarray(i + 3, end);
    length = end - i + 1;
  } else {
    length = 4 + b[i + 3]!;
    if (i + length > b.length) return NEED;
    data = b.subarray(i + 4, i + length);
  }
  emit(s, { kind: 'barcode', symbology: symbologyName(m), text: barcodeText(m, data), align: s.style.align });
  return length;
}

/** GS v 0 m xL xH yL yH and the image's bytes: x bytes a row, y rows. */
function gsRaster(b: Uint8Array, i: number, s: DecoderState): number {
  if (i + 8 > b.length) return NEED;
  if (b[i + 2] !== 0x30) return 3;
  const rowBytes = word(b, i + 4);
  const rows = word(b, i + 6);
  const length = 8 + rowBytes * rows;
  if (i + length > b.length) return NEED;
  emit(s, { kind: 'image', width: rowBytes * 8, height: rows, bits: b.slice(i + 8, i + length), align: s.style.align });
  return length;
}

const GS_LENGTHS: Record<string, number> = {
  B: 3,
  H: 3,
  f: 3,
  h: 3,
  w: 3,
  L: 4,
  W: 4,
  r: 3,
  a: 3,
  I: 3,
  P: 4,
  '/': 3,
  E: 3,
  b: 3,
  T: 3,
  '\\': 4,
  $: 4,
  j: 3,
  c: 2,
  z: 4,
  g: 6,
  ':': 2,
  '^': 5,
};

function gsCommand(b: Uint8Array, i: number, s: DecoderState): number {
  if (i + 3 > b.length) return NEED;
  const cmd = String.fromCharCode(b[i + 1]!);
  const n = b[i + 2]!;
  switch (cmd) {
    case '!':
      s.style = { ...s.style, width: ((n >> 4) & 7) + 1, height: (n & 7) + 1 };
      return 3;
    case 'V': {
      const withFeed = ![0, 1, 48, 49].includes(n);
      if (withFeed && i + 4 > b.length) return NEED;
      emit(s, { kind: 'cut', partial: [1, 49, 66, 98, 104].includes(n) });
      return withFeed ? 4 : 3;
    }
    case 'k':
      return gsBarcode(b, i, s);
    case 'v':
      return gsRaster(b, i, s);
    case '(':
      return gsParenthesis(b, i, s);
    case '*': {
      if (i + 4 > b.length) return NEED;
      const length = 4 + b[i + 2]! * b[i + 3]! * 8;
      return i + length > b.length ? NEED : length;
    }
    case '8': {
      // GS 8 L p1 p2 p3 p4: a graphics function with a four-byte length.
      if (i + 7 > b.length) return NEED;
      const length = 7 + b[i + 3]! + b[i + 4]! * 0x100 + b[i + 5]! * 0x10000 + b[i + 6]! * 0x1000000;
      return i + length > b.length ? NEED : length;
    }
  }
  const length = GS_LENGTHS[cmd] ?? 2;
  return i + length > b.length ? NEED : length;
}

/** DLE EOT n (status), DLE ENQ n, DLE DC4 fn … (real-time: fn 1 pulses the drawer at once). */
function dleCommand(b: Uint8Array, i: number, s: DecoderState): number {
  if (i + 2 > b.length) return NEED;
  const cmd = b[i + 1];
  if (cmd === 0x04 || cmd === 0x05) {
    if (i + 3 > b.length) return NEED;
    if (cmd === 0x04) s.out.push({ kind: 'status', n: b[i + 2]! });
    return 3;
  }
  if (cmd !== 0x14) return 1;
  if (i + 3 > b.length) return NEED;
  const fn = b[i + 2]!;
  const length = fn === 8 ? 10 : fn === 7 ? 4 : 5;
  if (i + length > b.length) return NEED;
  if (fn === 1 && (b[i + 3] === 0 || b[i + 3] === 1)) {
    const pulse = b[i + 4]! * 100;
    emit(s, { kind: 'kick', pin: b[i + 3] === 0 ? 2 : 5, onMs: pulse, offMs: pulse, at: s.now() });
  }
  return length;
}

const FS_LENGTHS: Record<string, number> = { p: 4, '.': 2, '&': 2, C: 3, '!': 3, '-': 3, S: 4, W: 3 };

function fsCommand(b: Uint8Array, i: number): number {
  if (i + 2 > b.length) return NEED;
  const cmd = String.fromCharCode(b[i + 1]!);
  let length = FS_LENGTHS[cmd] ?? 2;
  if (cmd === '(') {
    if (i + 5 > b.length) return NEED;
    length = 5 + word(b, i + 3);
  }
  return i + length > b.length ? NEED : length;
}

function step(b: Uint8Array, i: number, s: DecoderState): number {
  const byte = b[i]!;
  switch (byte) {
    case LF:
      printLine(s, true);
      return 1;
    case 0x09:
      addChar(s, ' ');
      return 1;
    case ESC:
      return escCommand(b, i, s);
    case GS:
      return gsCommand(b, i, s);
    case DLE:
      return dleCommand(b, i, s);
    case FS:
      return fsCommand(b, i);
  }
  if (byte >= 0x20) addChar(s, printedChar(byte, s.codePage));
  return 1;
}

/** A decoder for one connection's bytes, in the order they came. */
export function createEscPosDecoder(now: () => number = Date.now): EscPosDecoder {
  const s: DecoderState = { style: plainStyle(), codePage: 0, line: '', lineStyle: null, qrData: null, out: [], now };
  let pending = new Uint8Array(0);
  return {
    push(bytes) {
      const b = pending.length === 0 ? bytes : concat(pending, bytes);
      let i = 0;
      while (i < b.length) {
        const used = step(b, i, s);
        if (used === NEED) break;
        i += used;
      }
      pending = b.slice(i);
      return s.out.splice(0);
    },
    end() {
      pending = new Uint8Array(0);
      printLine(s, false);
      return s.out.splice(0);
    },
  };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
