/**
 * The simulated receipt printer and drawer across the bridge (area `printerSimulator`), for a
 * trainer: what it printed (the last jobs, each with its text and an image the simulator drew) and
 * the drawer kicks it was told to make; and the faults it can be set to, to practise with.
 */
import { noArgs, type CallDeclarations } from '../bridge/call-declaration.js';

/** What the simulated printer is set to do wrong: nothing, refuse connections, accept and never answer, be out of paper, have its cover open. */
export type PrinterFault = 'none' | 'refuse' | 'silent' | 'paper-out' | 'cover-open';

export const PRINTER_FAULTS: readonly PrinterFault[] = ['none', 'refuse', 'silent', 'paper-out', 'cover-open'];

/** One job the simulated printer printed. */
interface SimulatedJobView {
  id: number;
  /** When it ended (ISO 8601). */
  at: string;
  lines: string[];
  barcodes: string[];
  qrCodes: string[];
  cut: boolean;
  /** The drawer kicks within the job. */
  kicks: number;
  /** An SVG image of the job, drawn by the simulator itself (no markup of the bytes' own). */
  svg: string;
}

export interface SimulatedPrinterView {
  /** "127.0.0.1:port" while it runs; null: this till runs none. */
  address: string | null;
  fault: PrinterFault;
  /** Newest first. */
  jobs: SimulatedJobView[];
  /** Newest first: the connector pin and when (ISO 8601). */
  kicks: { pin: 2 | 5; at: string }[];
}

export interface PrinterSimulatorCalls {
  /** What the simulated printer printed and the drawer kicks, newest first (kept in memory only, the last 50). */
  view(): Promise<SimulatedPrinterView>;
  /** Makes the simulated printer fail the way real ones do, or work again. */
  setFault(fault: PrinterFault): Promise<SimulatedPrinterView>;
  /** Forgets what it printed and the kicks. */
  clear(): Promise<SimulatedPrinterView>;
}

export const printerSimulatorCalls = {
  view: { args: noArgs },
  setFault: { args: ({ z }) => z.tuple([z.enum(['none', 'refuse', 'silent', 'paper-out', 'cover-open'])]) },
  clear: { args: noArgs },
} satisfies CallDeclarations<PrinterSimulatorCalls>;
