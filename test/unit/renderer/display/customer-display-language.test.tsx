// @vitest-environment happy-dom
/**
 * The customer display speaks the store's language, as the till's view names it (Arabic here):
 * its own words in Arabic, the page read right to left, whatever language the till's screen is in.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerDisplayView } from '../../../../shared/display/customer-display-view.js';
import { CustomerDisplay } from '../../../../renderer/display/CustomerDisplay.js';
import { loadCatalogue } from '../../../../shared/i18n/load-catalogue.js';

const view: CustomerDisplayView = {
  locale: 'ar',
  screen: 'sale',
  storeName: 'Harbor',
  servedBy: 'Dana',
  lines: [{ key: 'l1', name: 'Canvas tote', options: '', quantity: 2, amount: '$36.00', discount: null }],
  totals: [
    { label: 'المجموع الفرعي', amount: '$36.00' },
    { label: 'الإجمالي', amount: '$36.00' },
  ],
  paid: [],
  left: null,
  change: null,
  sample: false,
};

afterEach(() => {
  cleanup();
  delete window.posDisplay;
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the customer display in the store’s language', () => {
  it('says its words in Arabic and reads right to left', async () => {
    window.posDisplay = {
      subscribe(listener) {
        setTimeout(() => listener(view), 0);
        return () => undefined;
      },
    };
    // The Arabic words are loaded once beforehand, as a display already showing them would have them.
    await loadCatalogue('ar');
    render(<CustomerDisplay />);
    expect(await screen.findByRole('heading', { name: 'أصنافك' })).toBeTruthy();
    expect(screen.getByText('يخدمك Dana')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});
