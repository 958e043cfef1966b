/** An Electron adapter's own words (a save dialog's title) follow the language the page names on `<html lang>`. */
import type { BrowserWindow } from 'electron';
import { describe, expect, it } from 'vitest';
import { pageSayer } from '../../../electron/page-words.js';

const pageIn = (lang: string | Error) =>
  ({ webContents: { executeJavaScript: async () => (lang instanceof Error ? Promise.reject(lang) : lang) } }) as unknown as BrowserWindow;

const title = { id: 'app.saveDialog.file', defaultMessage: 'Save {name}' };

describe('an adapter’s words in the page’s language', () => {
  it('says a save dialog’s title in the language the page shows', async () => {
    expect((await pageSayer(pageIn('de')))(title, { name: 'sales.csv' })).toBe('sales.csv speichern');
    expect((await pageSayer(pageIn('es')))({ id: 'app.saveDialog.receiptPdf', defaultMessage: 'Save receipt as PDF' })).toBe('Guardar el ticket como PDF');
  });

  it('keeps English when the page cannot say', async () => {
    expect((await pageSayer(pageIn(new Error('page gone'))))(title, { name: 'sales.csv' })).toBe('Save sales.csv');
  });
});
