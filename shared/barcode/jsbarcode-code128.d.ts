/** The one part of JsBarcode the till uses: its Code 128 encoder, which needs no DOM. */
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  /** Code 128 with the sets chosen for the shortest code. */
  export class CODE128 {
    constructor(text: string, options: object);
    /** `data`: the bars and spaces, one character per module ("1" a bar). */
    encode(): { text: string; data: string };
    /** Whether Code 128 can carry the text. */
    valid(): boolean;
  }
}
