/**
 * Electron adapter for the receipt: prints the window's contents through the OS print dialog
 * and saves them as a PDF where the user chooses. The page's print stylesheet leaves only the
 * receipt on paper. A saved PDF is readable by this computer's user alone (0600).
 */
import { dialog, type BrowserWindow } from 'electron';
import path from 'node:path';
import type { ReceiptPrinter } from './till/sale/receipt-calls.js';
import { writePrivateFile } from './private-files.js';
import { pageSayer } from './page-words.js';
import { defineMessages } from '../shared/i18n/words.js';

const messages = defineMessages({
  saveTitle: { id: 'app.saveDialog.receiptPdf', defaultMessage: 'Save receipt as PDF' },
});

export function electronReceiptPrinter(window: () => BrowserWindow | null, documentsDir: string): ReceiptPrinter {
  return {
    print: () =>
      new Promise((resolve) => {
        const win = window();
        if (!win) return resolve(false);
        win.webContents.print({ silent: false, printBackground: false }, (success) => resolve(success));
      }),
    async savePdf(suggestedName) {
      const win = window();
      if (!win) return null;
      const choice = await dialog.showSaveDialog(win, {
        title: (await pageSayer(win))(messages.saveTitle),
        defaultPath: path.join(documentsDir, suggestedName.endsWith('.pdf') ? suggestedName : `${suggestedName}.pdf`),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      });
      if (choice.canceled || !choice.filePath) return null;
      const pdf = await win.webContents.printToPDF({ pageSize: 'A5', printBackground: false });
      // The receipt names the customer: saved for this user only.
      await writePrivateFile(choice.filePath, pdf);
      return choice.filePath;
    },
  };
}
