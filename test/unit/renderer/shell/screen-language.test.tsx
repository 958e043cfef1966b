// @vitest-environment happy-dom
/**
 * The screen's language: a component says its words in the language shown (loaded on demand),
 * the page's `lang` and `dir` follow (Arabic right to left), the screen follows whoever is on the
 * till (their language, else the till's, else the store's), a refusal from the services is said
 * in it, and a customer's paper inside StoreLanguagePaper is in the store's language meanwhile.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionIndicator } from '../../../../renderer/shell/ConnectionIndicator.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useStaff } from '../../../../renderer/features/staff/staff.js';
import { showScreenLanguage, useScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { followScreenLanguage } from '../../../../renderer/i18n/follow-language.js';
import { StoreLanguagePaper } from '../../../../renderer/i18n/StoreLanguagePaper.js';
import { PosError } from '../../../../shared/bridge/bridge-client.js';
import type { AppInfo, TillStaffState } from '../../../../shared/bridge/bridge.js';

const info: AppInfo = {
  version: 'test',
  mode: 'demo',
  storeName: 'Demo',
  storeUrl: 'http://127.0.0.1:1',
  currency: 'USD',
  storeLocale: 'es',
  timeZone: 'UTC',
  shell: 'browser',
  lineOptions: [],
  warnings: [],
};
const openTill = (language: TillStaffState['language']): TillStaffState => ({
  state: 'open',
  onTill: { id: 's1', name: 'Ana', role: 'staff' },
  onTillRole: 'Clerk',
  lastOnTill: null,
  lockedBecause: null,
  retryAt: null,
  idleLockMinutes: null,
  notice: null,
  language,
});

afterEach(async () => {
  cleanup();
  await act(() => showScreenLanguage('en'));
});

describe('the screen’s language', () => {
  it('says a component’s words in the language shown, and sets the page’s lang and dir', async () => {
    useApp.setState({ connection: { state: 'online', lastOkAt: null } });
    render(<ConnectionIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Online');
    await act(() => showScreenLanguage('es'));
    expect(screen.getByRole('status').textContent).toBe('En línea');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['es', 'ltr']);
    await act(() => showScreenLanguage('ar'));
    expect(screen.getByRole('status').textContent).toBe('متصل');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('follows the person on the till, else the store', async () => {
    useApp.setState({ info, connection: { state: 'checking', lastOkAt: null } });
    useStaff.setState({ till: openTill(null) });
    await act(() => followScreenLanguage());
    expect(useScreenLanguage.getState().locale).toBe('es');
    render(<ConnectionIndicator />);
    act(() => useStaff.setState({ till: openTill('de') }));
    expect((await screen.findByText('Verbindung zum Shop wird geprüft…')).getAttribute('role')).toBe('status');
  });

  it('says a refusal the services sent as catalogue words in the screen’s language', async () => {
    await act(() => showScreenLanguage('de'));
    const error = new PosError({
      kind: 'offline',
      message: 'No successful check since the app started.',
      words: { id: 'app.connection.noCheckYet', defaultMessage: 'No successful check since the app started.' },
    });
    expect(error.message).toBe('Keine erfolgreiche Prüfung seit dem Start der App.');
    expect(new PosError({ kind: 'offline', message: 'Plain words.' }).message).toBe('Plain words.');
  });

  it('says a field’s reason that is the refusal’s own English in the screen’s language too', async () => {
    await act(() => showScreenLanguage('es'));
    const english = 'Enter an amount above zero.';
    const error = new PosError({
      kind: 'invalid_input',
      message: english,
      words: { id: 'checkout.tenderPlan.notAboveZero', defaultMessage: english },
      fieldErrors: { amount: [english], note: ['Too long.'] },
    });
    expect(error.fieldErrors).toEqual({ amount: ['Introduzca un importe mayor que cero.'], note: ['Too long.'] });
  });

  it('shows a customer’s paper in the store’s language while the screen keeps the clerk’s', async () => {
    useApp.setState({ info, connection: { state: 'online', lastOkAt: null } });
    await act(() => showScreenLanguage('de'));
    render(
      <>
        <ConnectionIndicator />
        <section aria-label="paper">
          <StoreLanguagePaper>
            <ConnectionIndicator />
          </StoreLanguagePaper>
        </section>
      </>,
    );
    await screen.findByText('En línea');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Online', 'En línea']);
  });
});
