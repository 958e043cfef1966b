// @vitest-environment happy-dom
/**
 * The detail screens draw their lines, totals and history with the shared pieces: the orders
 * board's order shows each line's amount and what the store has taken against its total (the
 * balance due), its history at this till with the time of each action; an offline sale's reprinted
 * receipt shows each line's price and the clerk's line options, and its total as a receipt's.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../../shared/bridge/bridge.js';
import type { BoardOrderDetail } from '../../../../shared/orders/orders-board-actions.js';
import type { OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import { BoardOrderDialog } from '../../../../renderer/features/board/BoardOrderDialog.js';
import { OfflineReceiptDialog } from '../../../../renderer/features/offline/OfflineReceiptDialog.js';
import { useApp } from '../../../../renderer/shell/app.js';

const line = {
  id: 'li-1',
  variantId: 'v-7',
  name: 'Harbor Logo Tee',
  slug: null,
  sku: 'TEE-M',
  optionsText: 'Size: M',
  quantity: 2,
  price: '16.00',
  displayPrice: '$16.00',
  total: '34.00',
  displayTotal: '$34.00',
};

const detail = {
  order: {
    id: '1',
    number: 'R200000001',
    email: 'sam@example.com',
    customerName: 'Sam Jones',
    currency: 'USD',
    state: 'complete',
    paymentState: 'balance_due',
    shipmentState: 'pending',
    itemCount: 2,
    total: '34.00',
    displayTotal: '$34.00',
    paymentTotal: '20.00',
    completedAt: '2026-11-24T09:00:00.000Z',
    updatedAt: null,
    approvedAt: null,
    canceledAt: null,
    channel: 'spree',
    tillId: null,
    lineItems: [line],
    shipments: [],
    payments: [],
    billAddress: null,
    shipAddress: null,
    returns: [],
    group: 'attention',
    sold: 'web',
    soldBy: null,
    waitingSince: null,
  },
  history: [{ action: 'cancel_order', outcome: 'done', at: '2026-11-24T09:30:00.000Z', who: { id: 's1', name: 'Pat Manager' }, reason: 'Ordered by mistake' }],
} as unknown as BoardOrderDetail;

const sale = {
  ref: 'OFF-K7QM-0001',
  takenAt: '2026-11-24T10:00:00.000Z',
  staff: { id: 's1', name: 'Pat Manager' },
  currency: 'USD',
  lines: [{ variantId: 'v-9', sku: null, name: 'Stoneware Coffee Mug', quantity: 2, unitPrice: '22.00', amount: '44.00', options: { gift_note: 'For Sam' } }],
  total: '44.00',
  taxTotal: '0.00',
  cashTendered: '50.00',
  change: '6.00',
  state: 'pending',
  orderNumber: null,
  differences: [],
} as unknown as OfflineSaleView;

const totalsOf = (root: HTMLElement) =>
  Object.fromEntries([...root.querySelectorAll('.totals > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]));

beforeEach(() => useApp.setState({ info: { storeName: 'Harbor Goods', lineOptions: [{ name: 'gift_note', label: 'Gift note' }] } as unknown as AppInfo }));
afterEach(cleanup);

describe('the orders board’s order', () => {
  it('shows each line’s amount, the total with what is paid and the balance due, and its history with times', () => {
    render(<BoardOrderDialog detail={detail} onAct={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Order R200000001' });
    const row = within(within(dialog).getByRole('table', { name: 'Items' })).getByRole('row', { name: /Harbor Logo Tee/ });
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['TEE-M', '2', '$16.00', '$32.00']);
    expect(totalsOf(dialog)).toEqual({ Total: '$34.00', Paid: '$20.00', 'Balance due': '$14.00' });
    const history = within(dialog).getByRole('region', { name: 'History at this till' });
    expect(history.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T09:30:00.000Z');
    expect(history.textContent).toMatch(/Pat Manager.*Ordered by mistake/);
  });
});

describe('an offline sale’s reprinted receipt', () => {
  it('shows each line’s quantity, price and amount with the clerk’s line options, then the total, cash and change', () => {
    render(<OfflineReceiptDialog sale={sale} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Receipt of offline sale OFF-K7QM-0001' });
    const row = within(within(dialog).getByRole('table', { name: 'Items' })).getByRole('row', { name: /Stoneware Coffee Mug/ });
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['2', '$22.00', '$44.00']);
    expect(within(row).getByText('Gift note: For Sam')).toBeTruthy();
    expect(totalsOf(dialog)).toEqual({ Total: '$44.00', Cash: '$50.00', Change: '$6.00' });
    expect(dialog.querySelector('.grand-total dt')?.textContent).toBe('Total');
  });
});
