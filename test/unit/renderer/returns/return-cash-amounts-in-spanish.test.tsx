// @vitest-environment happy-dom
/**
 * Amounts inside the services' refusals follow the clerk's language: a return whose cash is more
 * than the drawer should hold is refused with its amounts written as Spanish writes them on a
 * Spanish screen ("22,00 US$"), while the English (the log, the refusal's message) still reads "$22.00".
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drawerShiftForCash } from '../../../../electron/till/returns/return-cash.js';
import { openTillJournal } from '../../../../electron/till/shift/till-journal.js';
import { createBridgeClient } from '../../../../shared/bridge/bridge-client.js';
import type { PosErrorInfo } from '../../../../shared/bridge/bridge.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';

/** Intl's no-break spaces as plain ones, so the expectations read as text. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The refusal of 22.00 in cash from a drawer that opened with a float of 5.00. */
function refusedCash(): PosErrorInfo {
  const journal = openTillJournal({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'pos-cash-words-')) });
  journal.append('shift.opened', { shiftId: 'S1', currency: 'USD', float: '5.00', count: null });
  try {
    drawerShiftForCash(journal, 2200, 'USD');
  } catch (error) {
    return (error as { info: PosErrorInfo }).info;
  }
  throw new Error('the cash was not refused');
}

/** The refusal as the page says it (the bridge client's error). */
async function saidOnPage(info: PosErrorInfo): Promise<string> {
  const client = createBridgeClient({ call: async () => ({ ok: false, error: info }), subscribe: () => () => {} });
  const error = await client.returns.open().catch((e: Error) => e);
  return plain((error as Error).message);
}

afterEach(async () => {
  await showScreenLanguage('en');
});

describe('amounts inside a refusal', () => {
  it('are written as the screen’s language writes them; the English stays as it was', async () => {
    const info = refusedCash();
    const english =
      'Up to $22.00 of this refund is cash, more than the $5.00 the drawer should hold. Refund it as store credit, or pay cash into the drawer first.';
    expect(info.message).toBe(english);
    expect(await saidOnPage(info)).toBe(english);

    await showScreenLanguage('es');
    const spanish = await saidOnPage(info);
    expect(spanish).toContain('22,00 US$');
    expect(spanish).toContain('5,00 US$');
    expect(spanish).not.toContain('$22.00');

    await showScreenLanguage('de');
    expect(await saidOnPage(info)).toContain('22,00 $');
  });
});
