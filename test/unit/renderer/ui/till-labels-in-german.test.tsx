// @vitest-environment happy-dom
/**
 * Labels the till writes into its journal in English (a refund's tender, why the drawer opened) are
 * said in the clerk's language on screen; a label the till does not know (the store's own payment
 * method) is shown as it came.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { ReturnReceipt } from '../../../../renderer/features/returns/ReturnReceipt.js';
import { useReturns } from '../../../../renderer/features/returns/returns.js';
import { DrawerMovements } from '../../../../renderer/features/shift/report/DrawerMovements.js';
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import type { ReturnDone } from '../../../../shared/bridge/returns.js';

afterEach(async () => {
  cleanup();
  useReturns.setState({ desk: null, done: null, sale: null });
  await showScreenLanguage('en');
});

const done: ReturnDone = {
  orderNumber: 'R100',
  authorizationNumber: 'RA1',
  reimbursementNumber: 'RI1',
  currency: 'EUR',
  to: 'original',
  total: '30.00',
  displayTotal: '€30.00',
  items: [{ name: 'Tee', quantity: 1, amount: '30.00', displayAmount: '€30.00', resellable: true }],
  refunds: [
    { method: 'Cash (card refused)', amount: '20.00', displayAmount: '€20.00' },
    { method: 'Rechnung', amount: '10.00', displayAmount: '€10.00' },
  ],
  cashOut: '20.00',
  at: '2026-11-28T10:00:00Z',
  reason: null,
  servedBy: null,
  approvedBy: null,
};

describe('the till’s own labels in German', () => {
  it('says a refund’s tender the till named, and keeps the store’s own method', async () => {
    await showScreenLanguage('de');
    useReturns.setState({ desk: { state: 'ready', message: null, reasons: [], managerAbove: null }, done });
    render(<ReturnReceipt />);
    expect(screen.getByRole('rowheader', { name: 'Bar (Karte abgelehnt)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Rechnung' })).toBeTruthy();
  });

  it('says why the till opened the drawer', async () => {
    await showScreenLanguage('de');
    const report = {
      currency: 'EUR',
      drawer: [{ kind: 'opened', at: '2026-11-28T10:00:00Z', staff: null, amount: null, reason: 'Cash refund', orderNumber: 'R100' }],
    } as unknown as ShiftReport;
    render(<DrawerMovements report={report} />);
    expect(screen.getByText(/: Barerstattung R100$/)).toBeTruthy();
  });
});
