// @vitest-environment happy-dom
/**
 * The Labels screen in Arabic: its words are the catalogue's (counts in Arabic's plural forms), and
 * a label sheet, which customers read, writes its prices in the store's language (German here),
 * not the screen's.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../../shared/bridge/app.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { LabelsScreen } from '../../../../renderer/features/labels/LabelsScreen.js';
import { queueLabels, useLabelQueue } from '../../../../renderer/features/labels/label-queue.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { localBridge } from '../local-bridge.js';

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

const info: AppInfo = {
  version: '0.0.0',
  mode: 'demo',
  storeName: 'Harbour',
  storeUrl: 'http://127.0.0.1:1',
  currency: 'USD',
  storeLocale: 'de',
  timeZone: 'UTC',
  shell: 'browser',
  lineOptions: [],
  warnings: [],
};

beforeAll(() => showScreenLanguage('ar'));
afterAll(() => showScreenLanguage('en'));
beforeEach(() => {
  useApp.setState({ info });
  usePosBridgeForTests(localBridge({ labels: { print: async () => ({ ok: true }) } }));
  queueLabels([{ variantId: 'v1', code: 'MUG-BLUE', name: 'Harbour Mug', price: '$12.50', amount: '12.5', currency: 'USD', quantity: 2 }]);
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
  useApp.setState({ info: null });
  useLabelQueue.setState({ lines: [], size: '2.25x1.25in' });
});

describe('the Labels screen in Arabic', () => {
  it("says its words in Arabic and prints a sheet's prices in the store's language", async () => {
    render(<LabelsScreen />);
    await settle();
    expect(screen.getByRole('heading', { name: 'الملصقات' })).toBeTruthy();
    expect(screen.getByText('ملصقان في الانتظار')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'الطباعة على طابعة الإيصالات' }));
    await settle();
    expect(screen.getByText('أُرسل ملصقان إلى طابعة الإيصالات.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'ورقة A4، ‏3 × 8' }));
    fireEvent.click(screen.getByRole('button', { name: 'عرض الورقة' }));
    await settle();
    const sheet = screen.getByRole('region', { name: 'ورقة الملصقات: ورقة A4، ‏3 × 8' });
    // The store's language is loaded the first time a paper needs it.
    const prices = () =>
      within(sheet)
        .getAllByText(/12/)
        .map((p) => p.textContent?.replace(/\s/g, ' '));
    await waitFor(() => expect(prices()).toEqual(['12,50 $', '12,50 $']));
  });
});
