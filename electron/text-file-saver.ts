/**
 * Electron adapter for saving a text file the app made (a report's CSV): the OS save dialog, then
 * the file written for this computer's user alone (0600), since it names customers.
 */
import { dialog, type BrowserWindow } from 'electron';
import path from 'node:path';
import type { TextFileSaver } from './till/shift/report-calls.js';
import { writePrivateFile } from './private-files.js';
import { pageSayer } from './page-words.js';
import { defineMessages } from '../shared/i18n/words.js';

const messages = defineMessages({
  saveTitle: { id: 'app.saveDialog.file', defaultMessage: 'Save {name}' },
});

export function electronTextFileSaver(window: () => BrowserWindow | null, documentsDir: string): TextFileSaver {
  return {
    async saveText(suggestedName, text, filter) {
      const win = window();
      if (!win) return null;
      const choice = await dialog.showSaveDialog(win, {
        title: (await pageSayer(win))(messages.saveTitle, { name: suggestedName }),
        defaultPath: path.join(documentsDir, suggestedName),
        filters: [filter],
      });
      if (choice.canceled || !choice.filePath) return null;
      await writePrivateFile(choice.filePath, Buffer.from(text, 'utf8'));
      return choice.filePath;
    },
  };
}
