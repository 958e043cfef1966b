// @vitest-environment happy-dom
/**
 * A receipt of an order placed earlier (before a restart, its answer lost) carries the sale
 * service's notice: the receipt screen shows it, and announces it, in the clerk's language
 * (German here), not the English the service keeps for its log.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ReceiptScreen } from '../../../../renderer/features/checkout/ReceiptScreen.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { placedEarlierNotice } from '../../../../electron/till/sale/service/sale-receipts.js';
import { localBridge } from '../local-bridge.js';

const receipt = {
  order: {
    number: 'R123456789',
    currency: 'USD',
    lineItems: [],
    shipments: [],
    itemTotal: '0.0',
    displayItemTotal: '$0.00',
    shipTotal: '0.0',
    displayShipTotal: '$0.00',
    taxTotal: '0.0',
    displayTaxTotal: '$0.00',
    promoTotal: '0.0',
    total: '0.0',
    displayTotal: '$0.00',
    completedAt: '2026-11-23T19:00:00Z',
    payments: [],
  },
  storeName: 'Demo',
  paymentMethodName: 'Cash',
  tendered: null,
  change: null,
  printedAt: '2026-11-23T19:00:00Z',
  servedBy: null,
  ...placedEarlierNotice('R123456789', 'before_restart'),
} as unknown as Receipt;

beforeEach(async () => {
  usePosBridgeForTests(localBridge({}));
  await showScreenLanguage('de');
});
afterEach(async () => {
  cleanup();
  useSale.setState({ receipt: null, announcement: '' });
  await showScreenLanguage('en');
});

describe('the notice of an order placed earlier', () => {
  it('is shown and announced in German', () => {
    useSale.getState().showPlaced(receipt);
    render(<ReceiptScreen />);
    const german = 'Bestellung R123456789 wurde vor dem Neustart aufgegeben: Der Shop hat sie. Kassieren Sie nicht noch einmal.';
    expect(screen.getByText(german)).toBeTruthy();
    expect(useSale.getState().announcement).toBe(german);
    expect(document.body.textContent).not.toMatch(/was placed before the restart/);
  });
});
