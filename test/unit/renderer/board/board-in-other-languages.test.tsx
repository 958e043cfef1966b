// @vitest-environment happy-dom
/**
 * The orders board in the clerk's language: its filters in German (ranges, where it was sold, the
 * states the store's orders have), and an order's returns in Arabic with Arabic plural forms.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderReturn } from '../../../../shared/storefront/types/platform-types.js';
import { BOARD_GROUPS } from '../../../../shared/orders/orders-board.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { useBoard } from '../../../../renderer/features/board/board.js';
import { BoardFilters } from '../../../../renderer/features/board/BoardFilters.js';
import { orderReturnWords } from '../../../../renderer/features/board/order-return-words.js';

afterEach(async () => {
  cleanup();
  useBoard.setState({ board: null });
  await showScreenLanguage('en');
});

const authorized = (awaiting: number, received: number): OrderReturn => ({
  number: 'RA1',
  state: 'authorized',
  awaiting,
  received,
  total: '10.00',
  displayTotal: '$10.00',
});

describe('the orders board in other languages', () => {
  it('says its filters in German', async () => {
    await showScreenLanguage('de');
    useBoard.setState({
      board: {
        orders: [],
        groups: BOARD_GROUPS.map((g) => ({ ...g, count: 0 })),
        staff: [],
        states: ['complete', 'canceled'],
        paymentStates: ['balance_due'],
        total: 0,
        checkedAt: null,
        range: { from: '2026-11-28T00:00:00Z', before: '2026-11-29T00:00:00Z' },
      },
    });
    render(<BoardFilters />);
    expect(screen.getByRole('search', { name: 'Übersicht filtern' })).toBeTruthy();
    const range = screen.getByLabelText('Abgeschlossen');
    expect(within(range).getByRole('option', { name: 'Heute' })).toBeTruthy();
    expect(within(screen.getByLabelText('Verkauft über')).getByRole('option', { name: 'Andere Kassen' })).toBeTruthy();
    const states = screen.getByLabelText('Bestellstatus');
    expect(within(states).getByRole('option', { name: 'storniert' })).toBeTruthy();
    expect(within(screen.getByLabelText('Zahlungsstatus')).getByRole('option', { name: 'Restbetrag offen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeTruthy();
  });

  it('says an order’s returns in Arabic, two units in the dual', async () => {
    await showScreenLanguage('ar');
    expect(orderReturnWords([authorized(2, 0)])).toBe('مرتجع: وحدتان منتظرة');
    expect(orderReturnWords([authorized(1, 3)])).toBe('مرتجع: وحدة واحدة منتظرة، 3 وحدات مُرجَعة');
  });
});
