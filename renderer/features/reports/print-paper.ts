/**
 * Printing what is on screen (paper, a report): the app's print service in Electron, the
 * browser's own print dialog under the browser host; saving as PDF likewise, where the browser's
 * dialog has "Save as PDF" as a destination. Answers the words to show, or null.
 */
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';

const browserPrint = () => setTimeout(() => window.print(), 50);

export async function printScreen(): Promise<string | null> {
  if (!(await pos().receipt.print())) browserPrint();
  return null;
}

export async function saveScreenAsPdf(name: string): Promise<string> {
  const path = await pos().receipt.savePdf(name);
  if (path) return `Saved as ${path}`;
  if (useApp.getState().info?.shell !== 'browser') return 'Not saved.';
  browserPrint();
  return 'In the print dialog, choose “Save as PDF” as the destination (printer), then Save.';
}
