/**
 * Printing what is on screen (paper, a report): the app's print service in Electron, the
 * browser's own print dialog under the browser host; saving as PDF likewise, where the browser's
 * dialog has "Save as PDF" as a destination. Answers the words to show, or null.
 */
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  saved: { id: 'reports.printPaper.saved', defaultMessage: 'Saved as {path}' },
  notSaved: { id: 'reports.printPaper.notSaved', defaultMessage: 'Not saved.' },
  browser: { id: 'reports.printPaper.browser', defaultMessage: 'In the print dialog, choose “Save as PDF” as the destination (printer), then Save.' },
});

const browserPrint = () => setTimeout(() => window.print(), 50);

export async function printScreen(): Promise<string | null> {
  if (!(await pos().receipt.print())) browserPrint();
  return null;
}

export async function saveScreenAsPdf(name: string): Promise<string> {
  const path = await pos().receipt.savePdf(name);
  if (path) return say(messages.saved, { path });
  if (useApp.getState().info?.shell !== 'browser') return say(messages.notSaved);
  browserPrint();
  return say(messages.browser);
}
