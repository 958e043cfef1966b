/**
 * What a printer answers to DLE EOT n (the status a driver asks before and after printing), by the
 * fault the simulated printer is set to: one byte each, bits 1 and 4 always set, as Epson documents.
 */
import type { PrinterFault } from '../../../../shared/hardware/printer-simulator-calls.js';

const FIXED = 0x12;
const OFFLINE = 0x08;
const COVER_OPEN = 0x04;
const PAPER_STOPPED = 0x20;
const ERROR = 0x40;
const PAPER_END = 0x60;

/** The byte a printer with `fault` answers to DLE EOT `n` (1 printer, 2 offline cause, 3 error cause, 4 paper roll). */
export function statusByte(n: number, fault: PrinterFault): number {
  const paperOut = fault === 'paper-out';
  const coverOpen = fault === 'cover-open';
  switch (n) {
    case 1:
      return FIXED | (paperOut || coverOpen ? OFFLINE : 0);
    case 2:
      return FIXED | (coverOpen ? COVER_OPEN : 0) | (paperOut ? PAPER_STOPPED : 0) | (paperOut || coverOpen ? ERROR : 0);
    case 4:
      return FIXED | (paperOut ? PAPER_END : 0);
    default:
      return FIXED;
  }
}
