/**
 * Electron adapter: a support file saved where the user chooses, through the system's save
 * dialog (attached to the app's window), written for this user only (0600).
 */
import { dialog, type BrowserWindow } from 'electron';
import path from 'node:path';
import { writePrivateFile } from './private-files.js';

export function saveFileWithDialog(window: () => BrowserWindow | null, documentsDir: string) {
  return async (suggestedName: string, text: string): Promise<string | null> => {
    const win = window();
    const options = {
      title: 'Save diagnostics',
      defaultPath: path.join(documentsDir, suggestedName),
      filters: [{ name: 'JSON', extensions: ['json'] }],
    };
    const choice = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    if (choice.canceled || !choice.filePath) return null;
    await writePrivateFile(choice.filePath, text);
    return choice.filePath;
  };
}
