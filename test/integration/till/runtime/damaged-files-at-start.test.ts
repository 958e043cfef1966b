/**
 * A till whose files were damaged (a settings file cut short by a power cut, a journal line cut
 * off mid-write) still starts: the settings file is set aside, kept for support, and the till
 * starts with defaults; the journal keeps every whole entry; the clerk is told both, in words.
 */
import { warningInEnglish } from '../../../../electron/till/runtime/warning-english.js';
import { englishOf } from '../../../../shared/i18n/words.js';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILE_NAME, setAsideDamagedSettings } from '../../../../electron/till/settings/settings-store.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import { withTestRuntime } from '../../../support/till/test-runtime.js';

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'pos-damaged-'));

describe('damaged files at the start', () => {
  it.each([
    ['cut short', '{"sale.current":{"token":"abc","num'],
    ['not an object', '[1,2,3]'],
    ['garbage', '\u0000\u0000\u0000'],
    ['empty', ''],
  ])('a settings file %s is set aside with a timestamp, 0600, and a warning', (_, text) => {
    const dir = folder();
    writeFileSync(path.join(dir, SETTINGS_FILE_NAME), text, { mode: 0o600 });
    const warning = setAsideDamagedSettings(dir, new Date('2026-11-23T21:05:09.123Z'));
    expect(warning && englishOf(warning)).toMatch(/set aside as settings\.damaged-20261123T210509Z\.json/);
    expect(readdirSync(dir)).toEqual(['settings.damaged-20261123T210509Z.json']);
    expect(readFileSync(path.join(dir, 'settings.damaged-20261123T210509Z.json'), 'utf8')).toBe(text);
    if (process.platform !== 'win32') expect(statSync(path.join(dir, 'settings.damaged-20261123T210509Z.json')).mode & 0o777).toBe(0o600);
  });

  it('leaves a sound settings file, or none, alone', () => {
    const dir = folder();
    expect(setAsideDamagedSettings(dir)).toBeNull();
    writeFileSync(path.join(dir, SETTINGS_FILE_NAME), '{"theme":"dark"}');
    expect(setAsideDamagedSettings(dir)).toBeNull();
    expect(readdirSync(dir)).toEqual([SETTINGS_FILE_NAME]);
  });

  it('the till starts on a damaged settings file and a cut-off journal, and says so', async () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, SETTINGS_FILE_NAME), '{"stores":[{"id":"a","na', { mode: 0o600 });
    const entry = {
      seq: 1,
      at: '2026-11-23T10:00:00.000Z',
      staff: null,
      kind: 'sale.discarded',
      data: { orderNumber: 'R1', currency: 'USD', total: '1.00', itemCount: 1 },
    };
    writeFileSync(path.join(dataDir, JOURNAL_FILE), `${JSON.stringify(entry)}\n{"seq":2,"at":"2026-11-2`, { mode: 0o600 });
    await withTestRuntime({ dataDir }, async (runtime) => {
      const info = await runtime.calls.app.info();
      expect(info.warnings.map(warningInEnglish).join(' ')).toMatch(
        /settings file could not be read and was set aside as settings\.damaged-\d{8}T\d{6}Z\.json/,
      );
      expect(info.warnings.map(warningInEnglish).join(' ')).toMatch(/Line 2 of the till's journal was cut off/);
      // It sells as a fresh till does.
      const results = await runtime.calls.catalog.search({ text: '' });
      expect(results.items.length).toBeGreaterThan(0);
    });
  });
});
