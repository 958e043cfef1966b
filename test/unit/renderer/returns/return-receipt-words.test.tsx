// @vitest-environment happy-dom
/**
 * The return receipt in Spanish: the till's own reason, the approver the till could not name and
 * a card the store names no brand of are said in the clerk's language (the services keep English
 * for the journal and the store).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { ReturnReceipt } from '../../../../renderer/features/returns/ReturnReceipt.js';
import { ChooseReturnItems } from '../../../../renderer/features/returns/ChooseReturnItems.js';
import { useReturns } from '../../../../renderer/features/returns/returns.js';
import type { ReturnDone } from '../../../../shared/bridge/returns.js';

const TILL_REASONS = [
  { id: 'till-changed-mind', name: 'Changed mind' },
  { id: 'till-wrong-item', name: 'Wrong size or item' },
  { id: 'till-other', name: 'Other' },
];

afterEach(async () => {
  cleanup();
  useReturns.setState({ desk: null, done: null, sale: null });
  await showScreenLanguage('en');
});

const done: ReturnDone = {
  orderNumber: 'R100',
  authorizationNumber: 'RA1',
  reimbursementNumber: 'RI1',
  currency: 'USD',
  to: 'original',
  total: '20.00',
  displayTotal: '$20.00',
  items: [{ name: 'Tee', quantity: 1, amount: '20.00', displayAmount: '$20.00', resellable: true }],
  refunds: [
    {
      method: 'Test card',
      amount: '20.00',
      displayAmount: '$20.00',
      card: { id: 'returns.refund.unbrandedCard', defaultMessage: 'Card •••• {digits}', values: { digits: '4242' } },
    },
  ],
  cashOut: null,
  at: '2026-11-28T10:00:00Z',
  reason: 'Changed mind',
  servedBy: null,
  approvedBy: { id: 'returns.approver.someManager', defaultMessage: 'a manager' },
};

describe('the return’s words in the clerk’s language', () => {
  it('says the till’s reason, the unnamed approver and an unbranded card in Spanish', async () => {
    await showScreenLanguage('es');
    useReturns.setState({ desk: { state: 'ready', message: null, reasons: TILL_REASONS, managerAbove: null }, done });
    render(<ReturnReceipt />);
    expect(screen.getByText('Motivo: Cambió de opinión')).toBeTruthy();
    expect(screen.getByText('Aprobado por un encargado')).toBeTruthy();
    expect(screen.getByText('Tarjeta •••• 4242')).toBeTruthy();
  });

  it('offers the till’s own reasons in Spanish', async () => {
    await showScreenLanguage('es');
    useReturns.setState({
      desk: { state: 'ready', message: null, reasons: TILL_REASONS, managerAbove: null },
      sale: {
        orderNumber: 'R100',
        completedAt: '2026-11-28T10:00:00Z',
        email: null,
        customerName: null,
        currency: 'USD',
        total: '20.00',
        displayTotal: '$20.00',
        lines: [{ lineItemId: 'L1', name: 'Tee', optionsText: '', sold: 1, returnable: 1, price: '20.00', displayPrice: '$20.00' }],
        payments: [],
        earlierReturns: [],
      },
      choices: { L1: { quantity: 0, resellable: true } },
      reasonId: 'till-changed-mind',
    });
    render(<ChooseReturnItems />);
    const reasons = screen.getByRole('combobox', { name: 'Motivo' });
    expect([...reasons.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Cambió de opinión', 'Talla o artículo equivocado', 'Otro']);
  });
});
