/**
 * Putting what is on screen on paper: print it (the shell's print, or the browser's own dialog,
 * whose print stylesheet keeps only the receipt or report) or save it as a PDF, with one line in
 * words of what happened. One answer for the sale's receipt, the return receipt and the Z report.
 */
import { useState } from 'react';
import { pos } from '../bridge/pos.js';
import { useApp } from '../shell/app.js';
import { shownError } from '../shell/errors.js';
import { defineMessages } from '../../shared/i18n/words.js';
import { useWords } from '../i18n/use-words.js';

const messages = defineMessages({
  savedAs: { id: 'ui.paper.savedAs', defaultMessage: 'Saved as {path}' },
  browserPdf: {
    id: 'ui.paper.browserPdf',
    defaultMessage: 'In the print dialog, choose “Save as PDF” as the destination (printer), then Save.',
  },
  notSaved: { id: 'ui.paper.notSaved', defaultMessage: 'Not saved.' },
});

export interface PaperNote {
  text: string;
  error?: boolean;
}

const browserPrint = () => setTimeout(() => window.print(), 50);

export function usePaper() {
  const shell = useApp((s) => s.info?.shell);
  const [working, setWorking] = useState<'print' | 'pdf' | null>(null);
  const [note, setNote] = useState<PaperNote | null>(null);
  const words = useWords();

  const attempt = async (kind: 'print' | 'pdf', work: () => Promise<void>) => {
    if (working) return;
    setWorking(kind);
    setNote(null);
    try {
      await work();
    } catch (error) {
      setNote({ text: shownError(error).message, error: true });
    } finally {
      setWorking(null);
    }
  };

  const print = () =>
    attempt('print', async () => {
      if (!(await pos().receipt.print())) browserPrint();
    });

  /** Saves as a PDF named `name` (the shell asks where); in a browser, its print dialog saves it. */
  const savePdf = (name: string) =>
    attempt('pdf', async () => {
      const path = await pos().receipt.savePdf(name);
      if (path) setNote({ text: words.formatMessage(messages.savedAs, { path }) });
      else if (shell === 'browser') {
        setNote({ text: words.formatMessage(messages.browserPdf) });
        browserPrint();
      } else setNote({ text: words.formatMessage(messages.notSaved) });
    });

  return { working, note, setNote, print, savePdf };
}
