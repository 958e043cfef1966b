/**
 * Bytes to words, the way an ESC/POS printer reads them: characters by the code page chosen with
 * ESC t, barcodes' symbologies by GS k's number, and Code 128's data with its code-set prefixes
 * ({A, {B, {C, and {{ for a brace) read back to the text a scanner types.
 */

/** Code page 437's upper half (0x80–0xFF), the page a printer starts in. */
const CP437_HIGH = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** Where code page 720 (Arabic, ESC t 32) puts its letters and marks in 437's upper half, from each run's first byte; U+FFFD where it has none. */
const CP720_RUNS: Record<number, string> = {
  0x80: '\ufffd\ufffd',
  0x84: '\ufffd',
  0x86: '\ufffd',
  0x8d: '\ufffd\ufffd\ufffd\ufffd\u0651\u0652',
  0x94: '¤\u0640',
  0x98: 'ءآأؤ',
  0x9d: 'إئابةتثجحخدذرزسشص',
  0xe0: 'ضطظعغف',
  0xe7: 'قكلمنهوىي',
  0xf1: '\u064b\u064c\u064d\u064e\u064f\u0650',
};
const CP720_HIGH = Object.entries(CP720_RUNS).reduce(
  (page, [first, run]) => {
    const at = Number(first) - 0x80;
    return [...page.slice(0, at), ...run, ...page.slice(at + [...run].length)];
  },
  [...CP437_HIGH],
);

/** The WHATWG encodings some of ESC t's pages match; every other page is read as Windows-1252. */
const DECODERS: Record<number, string> = { 16: 'windows-1252', 17: 'ibm866', 18: 'iso-8859-2', 46: 'windows-1251' };

/** One character of text printed in code page `page` (ESC t n). */
export function printedChar(byte: number, page: number): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  if (page === 0) return CP437_HIGH.charAt(byte - 0x80);
  if (page === 32) return CP720_HIGH[byte - 0x80]!;
  const label = DECODERS[page] ?? 'windows-1252';
  return new TextDecoder(label).decode(Uint8Array.of(byte));
}

const SYMBOLOGIES = ['UPC-A', 'UPC-E', 'EAN-13', 'EAN-8', 'Code 39', 'ITF', 'Codabar'];
const SYMBOLOGIES_B = [
  ...SYMBOLOGIES,
  'Code 93',
  'Code 128',
  'GS1-128',
  'GS1 DataBar Omnidirectional',
  'GS1 DataBar Truncated',
  'GS1 DataBar Limited',
  'GS1 DataBar Expanded',
  'Code 128 auto',
];

/** The name of GS k's symbology `m` (0–6, or 65 and on). */
export function symbologyName(m: number): string {
  if (m <= 6) return SYMBOLOGIES[m] ?? 'unknown';
  return SYMBOLOGIES_B[m - 65] ?? 'unknown';
}

/** Code 128's data as a scanner reads it: the code-set prefixes dropped, code set C's values as two digits each. */
export function code128Text(data: Uint8Array): string {
  let set = 'B';
  let text = '';
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte === 0x7b && i + 1 < data.length) {
      const next = String.fromCharCode(data[i + 1]!);
      if (next === 'A' || next === 'B' || next === 'C') {
        set = next;
        i++;
        continue;
      }
      if (next === '{') {
        text += '{';
        i++;
        continue;
      }
      // FNC1 to FNC4 and SHIFT carry no text.
      if ('1234S'.includes(next)) {
        i++;
        continue;
      }
    }
    text += set === 'C' ? String(byte).padStart(2, '0') : String.fromCharCode(byte);
  }
  return text;
}

/** A barcode's text: Code 128's decoded, every other symbology's bytes as they are. */
export function barcodeText(m: number, data: Uint8Array): string {
  if (m === 73) return code128Text(data);
  return String.fromCharCode(...data);
}
