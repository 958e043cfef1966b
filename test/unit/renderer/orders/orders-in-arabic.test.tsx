// @vitest-environment happy-dom
/**
 * The Orders screen in the clerk's language: the filters and the tracked orders' table in Arabic,
 * states named in Arabic, the count with Arabic plural forms, and an order number in the detail's
 * title kept left to right.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackedOrder } from '../../../../shared/bridge/bridge.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { ALL_ORDERS, useOrders } from '../../../../renderer/features/orders/orders.js';
import { OrderFilterBar } from '../../../../renderer/features/orders/list/OrderFilterBar.js';
import { TrackedOrdersTable } from '../../../../renderer/features/orders/list/TrackedOrdersTable.js';
import { OrderDialogHead } from '../../../../renderer/features/orders/OrderDialogHead.js';

const tracked = (number: string, paymentState: string): TrackedOrder => ({
  number,
  email: null,
  itemCount: 1,
  total: '10.00',
  displayTotal: '$10.00',
  currency: 'USD',
  state: 'complete',
  paymentState,
  shipmentState: null,
  shipments: [],
  completedAt: null,
  account: null,
  lastCheckedAt: null,
  nextCheckAt: null,
  lastError: null,
  history: [],
});

const ORDERS = [tracked('R1', 'paid'), tracked('R2', 'balance_due')];

beforeEach(() => useOrders.setState({ orders: ORDERS, filters: ALL_ORDERS, detail: null, refreshing: new Set() }));
afterEach(async () => {
  cleanup();
  await showScreenLanguage('en');
});

describe('the Orders screen in Arabic', () => {
  it('names the filters, the states and the count in Arabic', async () => {
    await showScreenLanguage('ar');
    render(<OrderFilterBar />);
    const payment = screen.getByLabelText('حالة الدفع');
    expect(within(payment).getByRole('option', { name: 'رصيد مستحق' })).toBeTruthy();
    expect(within(payment).getByRole('option', { name: 'مدفوع' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عرض الكل' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('طلبان');
  });

  it('heads the tracked orders in Arabic and keeps an order number left to right', async () => {
    await showScreenLanguage('ar');
    render(
      <>
        <TrackedOrdersTable shown={ORDERS} now={Date.parse('2026-11-28T10:00:00Z')} onOpen={() => undefined} />
        <OrderDialogHead titleId="t" number="R123456789" states={null} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'الطلبات المتتبَّعة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تفاصيل R1' })).toBeTruthy();
    const title = screen.getByRole('heading', { name: 'الطلب R123456789' });
    expect(title.querySelector('[dir="ltr"]')?.textContent).toBe('R123456789');
  });
});
