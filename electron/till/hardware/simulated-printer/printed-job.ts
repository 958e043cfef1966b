/**
 * What the simulated printer printed, as plain data a test or a trainer reads: each job's items in
 * the order they came off the paper (lines of text with their style, barcodes and QR codes by the
 * text they carry, raster images by their pixels, the cut), and the drawer kicks it was told to make.
 */

/** How a line of text was printed: where it sat, bold or not, and its size (1 = normal, up to 8 times). */
export interface TextStyle {
  align: 'left' | 'center' | 'right';
  bold: boolean;
  underline: boolean;
  width: number;
  height: number;
}

/** One line of text as printed (trailing spaces dropped; alignment by spaces is left as spaces). */
interface PrintedText extends TextStyle {
  kind: 'text';
  text: string;
}

/** A one-dimensional barcode (GS k): its symbology's name and the text it carries (Code 128's code-set prefixes decoded). */
interface PrintedBarcode {
  kind: 'barcode';
  symbology: string;
  text: string;
  align: TextStyle['align'];
}

/** A QR code (GS ( k): the data stored before it was printed. */
interface PrintedQrCode {
  kind: 'qr';
  data: string;
  align: TextStyle['align'];
}

/** A raster image (GS v 0): its size in dots and its rows of bits, eight dots a byte, most significant first. */
export interface PrintedImage {
  kind: 'image';
  width: number;
  height: number;
  bits: Uint8Array;
  align: TextStyle['align'];
}

/** The paper cut (GS V): partial or full. */
interface PrintedCut {
  kind: 'cut';
  partial: boolean;
}

/** A drawer kick (ESC p, or DLE DC4 1): which connector pin and the pulse's on and off times in milliseconds. */
export interface DrawerKick {
  kind: 'kick';
  pin: 2 | 5;
  onMs: number;
  offMs: number;
  /** When it came, in milliseconds since the epoch. */
  at: number;
}

export type PrintedItem = PrintedText | PrintedBarcode | PrintedQrCode | PrintedImage | PrintedCut | DrawerKick;

/** A status query (DLE EOT n) that a real printer answers at once with one byte. */
interface StatusQuery {
  kind: 'status';
  n: number;
}

/** What the decoder reads from the bytes: something printed or done, or a question to answer. */
export type DecodedEvent = PrintedItem | StatusQuery;

/** One print job: from the first byte after a cut (or the connection's start) to the next cut or the connection's end. */
export interface PrintedJob {
  /** Numbered from 1 in the order the printer finished them. */
  id: number;
  /** When the job ended, in milliseconds since the epoch. */
  at: number;
  items: PrintedItem[];
  /** The text lines alone, as printed. */
  lines: string[];
  /** The barcodes' texts, in order. */
  barcodes: string[];
  /** The QR codes' data, in order. */
  qrCodes: string[];
  /** Whether the job ended with a cut. */
  cut: boolean;
  /** An image of the receipt as the paper would show it: an SVG made by the simulator itself. */
  svg: string;
}
