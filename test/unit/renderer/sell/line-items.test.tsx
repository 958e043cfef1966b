// @vitest-environment happy-dom
/**
 * The one line-item table, totals block, history list and breakdown table every screen draws
 * them with: the columns a screen asks for, each line's name with its options and the clerk's
 * line options, the cart's own list with its controls; totals as a description list with the
 * grand total marked; history newest first with its time; a breakdown with "None" when empty.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../../shared/bridge/bridge.js';
import { LineItems } from '../../../../renderer/ui/LineItems.js';
import { Totals } from '../../../../renderer/ui/Totals.js';
import { HistorySection } from '../../../../renderer/features/orders/HistorySection.js';
import { BreakdownTable } from '../../../../renderer/features/reports/BreakdownTable.js';
import { ShipmentsSection } from '../../../../renderer/features/orders/ShipmentsSection.js';
import { PaymentsSection } from '../../../../renderer/features/orders/PaymentsSection.js';
import type { LineView } from '../../../../renderer/ui/words/line-views.js';
import { useApp } from '../../../../renderer/shell/app.js';

const tee: LineView = {
  key: 'li-1',
  name: 'Harbor Logo Tee',
  optionsText: 'Size: M',
  customOptions: { gift_note: 'For Sam' },
  sku: 'TEE-M',
  quantity: 3,
  unitPrice: '$16.00',
  amount: '$48.00',
  location: null,
  orders: null,
};
const mug: LineView = {
  ...tee,
  key: 'li-2',
  name: 'Stoneware Coffee Mug',
  optionsText: '',
  customOptions: undefined,
  sku: null,
  quantity: 1,
  unitPrice: '$22.00',
  amount: '$22.00',
};

beforeEach(() => useApp.setState({ info: { lineOptions: [{ name: 'gift_note', label: 'Gift note' }] } as unknown as AppInfo }));
afterEach(cleanup);

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('LineItems', () => {
  it('draws a table named by its caption with the columns asked for, each line’s name as its row header', () => {
    render(<LineItems look="detail" caption="Items" lines={[tee, mug]} columns={['sku', 'quantity', 'unitPrice', 'amount']} />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table.className).toBe('detail-table');
    const [head, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(head!)).toEqual(['Item', 'SKU', 'Qty', 'Price', 'Amount']);
    expect(within(first!).getByRole('rowheader').textContent).toBe('Harbor Logo Tee · Size: MGift note: For Sam');
    expect(cellsOf(second!)).toEqual(['Stoneware Coffee Mug', '—', '1', '$22.00', '$22.00']);
  });

  it('a receipt shows the quantity and the amount; paper its own heading, location and orders', () => {
    const { unmount } = render(<LineItems look="receipt" caption="Items" lines={[mug]} columns={['quantity', 'amount']} />);
    expect(cellsOf(screen.getAllByRole('row')[1]!)).toEqual(['Stoneware Coffee Mug', '1', '$22.00']);
    expect(screen.getByRole('table').className).toBe('receipt-lines');
    unmount();
    render(
      <LineItems
        look="paper"
        caption="Lines to pick"
        itemHeading="Product"
        lines={[{ ...tee, location: null, orders: 'R1 × 2, R2 × 1' }]}
        columns={['sku', 'location', 'quantity', 'orders']}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lines to pick' });
    expect(cellsOf(within(table).getAllByRole('row')[0]!)).toEqual(['Product', 'SKU', 'Location', 'Qty', 'Orders']);
    expect(cellsOf(within(table).getAllByRole('row')[1]!).slice(1)).toEqual(['TEE-M', '—', '3', 'R1 × 2, R2 × 1']);
  });

  it('the cart is a list: name, options, price each, then the screen’s quantity control, the amount and its remove button', () => {
    render(
      <LineItems
        look="cart"
        lines={[tee]}
        quantity={(l) => <output aria-label={`Quantity of ${l.name}`}>{l.quantity}</output>}
        remove={(l) => <button type="button">Remove {l.name}</button>}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.className).toBe('cart-line');
    expect(item.querySelector('.line-name')?.textContent).toBe('Harbor Logo Tee');
    expect(item.querySelector('.line-options')?.textContent).toBe('Size: M');
    expect(within(item).getByText('$16.00 each')).toBeTruthy();
    expect(within(item).getByText('Gift note: For Sam')).toBeTruthy();
    expect(within(item).getByLabelText('Quantity of Harbor Logo Tee').textContent).toBe('3');
    expect(item.querySelector('.line-total')?.textContent).toBe('$48.00');
    expect(within(item).getByRole('button', { name: 'Remove Harbor Logo Tee' })).toBeTruthy();
  });
});

describe('Totals', () => {
  it('draws each row as a term and its amount, the grand total marked', () => {
    const { container } = render(
      <Totals
        className="detail-totals"
        rows={[
          { label: 'Subtotal', amount: '$48.00' },
          { label: 'Total', amount: '$50.69', grand: true },
          { label: 'Change', amount: '$0.00' },
        ]}
      />,
    );
    const list = container.querySelector('dl')!;
    expect(list.className).toBe('totals detail-totals');
    expect(
      [...list.querySelectorAll(':scope > div')].map((d) => [d.className, d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
    ).toEqual([
      ['', 'Subtotal', '$48.00'],
      ['grand-total', 'Total', '$50.69'],
      ['', 'Change', '$0.00'],
    ]);
  });
});

describe('HistorySection', () => {
  it('lists the entries under its heading, each with its time; says so when there are none', () => {
    const { unmount } = render(
      <HistorySection
        title="History at this till"
        empty="No action taken on this order from this till."
        entries={[{ key: 'a', at: '2026-11-24T09:30:00.000Z', body: <strong>Cancelled the order</strong> }]}
      />,
    );
    const section = screen.getByRole('region', { name: 'History at this till' });
    const item = within(section).getByRole('listitem');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T09:30:00.000Z');
    expect(within(item).getByText('Cancelled the order')).toBeTruthy();
    unmount();
    render(<HistorySection title="History" empty="No changes seen yet." entries={[]} />);
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('No changes seen yet.')).toBeTruthy();
  });
});

describe('an order’s shipments and payments', () => {
  it('lists each shipment with its facts, its state and its tracking link; each payment with its amount and state', () => {
    render(
      <>
        <ShipmentsSection
          titleId="s"
          shipments={[{ id: '1', number: 'H100', facts: ['UPS Ground', 'from Back room'], trackingUrl: 'https://track.example/H100', state: 'shipped' }]}
        />
        <PaymentsSection titleId="p" currency="USD" payments={[{ id: '9', number: 'P1', paymentMethodName: 'Cash', amount: '20.00', state: 'completed' }]} />
      </>,
    );
    const shipment = within(screen.getByRole('region', { name: 'Shipments' })).getByRole('listitem');
    expect(shipment.textContent).toMatch(/^H100 · UPS Ground · from Back roomTrack shipment H100 \(opens in your browser\)Shipped$/);
    expect(within(shipment).getByRole('link').getAttribute('href')).toBe('https://track.example/H100');
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByRole('listitem').textContent).toBe('Cash P1$20.00 Completed');
  });

  it('links only to a tracking page the system browser may open (https, no credentials): a store’s other address is not a link', () => {
    render(
      <ShipmentsSection
        titleId="s"
        shipments={[
          { id: '1', number: 'H1', facts: [], trackingUrl: 'javascript:alert(1)', state: 'shipped' },
          { id: '2', number: 'H2', facts: [], trackingUrl: 'http://user:pw@track.example/H2', state: 'shipped' },
        ]}
      />,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('says when there are none', () => {
    render(<ShipmentsSection titleId="s" shipments={[]} />);
    expect(within(screen.getByRole('region', { name: 'Shipments' })).getByText('No shipments.')).toBeTruthy();
  });
});

describe('BreakdownTable', () => {
  it('names each row, counts it and shows its amount, on a card of its own for Reports; says None when empty', () => {
    const { unmount } = render(
      <BreakdownTable card caption="By tender" first="Tender" countLabel="Payments" rows={[{ name: 'Cash', count: 2, amount: '$40.00' }]} />,
    );
    const table = screen.getByRole('table', { name: 'By tender' });
    expect(table.parentElement?.className).toBe('card report-table');
    expect(within(table).getAllByRole('row').map(cellsOf)).toEqual([
      ['Tender', 'Payments', 'Amount'],
      ['Cash', '2', '$40.00'],
    ]);
    unmount();
    render(<BreakdownTable caption="Top products" first="Product" countLabel="Sold" rows={[]} />);
    expect(within(screen.getByRole('table', { name: 'Top products' })).getByText('None')).toBeTruthy();
  });

  it('bare in the shift report’s own grid, with its own words when empty', () => {
    const { container } = render(<BreakdownTable caption="By hour" first="Hour" countLabel="Sales" amountLabel="Total" empty="No sales." rows={[]} />);
    expect(container.firstElementChild?.tagName).toBe('TABLE');
    expect(within(screen.getByRole('table', { name: 'By hour' })).getByText('No sales.')).toBeTruthy();
  });

  it('draws a share bar per row where the screen gives one (hidden from screen readers)', () => {
    render(
      <BreakdownTable
        caption="By weekday"
        first="Day"
        countLabel="Orders"
        amountLabel="Revenue"
        rows={[{ name: 'Mon', count: 1, amount: '$10.00', share: 0.5 }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'By weekday' });
    expect(table.querySelector<HTMLElement>('.weekday-bar')?.style.width).toBe('50%');
    expect(cellsOf(within(table).getAllByRole('row')[0]!)).toEqual(['Day', 'Orders', 'Revenue', 'Share']);
  });
});
