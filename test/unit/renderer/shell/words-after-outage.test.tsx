// @vitest-environment happy-dom
/**
 * Words that only held while the store was away go once it answers again: an offline limit's
 * refusal in the cart, and the orders board's "cannot be reached" (the board is read again).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../../shared/bridge/bridge.js';
import type { BoardState } from '../../../../shared/orders/orders-board-actions.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { applyBridgeEvent } from '../../../../renderer/bridge/bridge-events.js';
import { CartPanel } from '../../../../renderer/features/sell/CartPanel.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { useBoard } from '../../../../renderer/features/board/board.js';
import { useSale } from '../../../../renderer/features/sell/sale.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { localBridge } from '../local-bridge.js';

const LIMIT =
  'This offline sale would come to $22.00, past the manager’s limit of $10.00 for one offline sale. Take less in this sale, or wait until the store answers.';
const AWAY = 'The store cannot be reached. Check the network; nothing was lost.';
const storeIsBack = () => applyBridgeEvent({ type: 'connection.changed', connection: { state: 'online', lastOkAt: new Date().toISOString() } });

let storeAnswers = false;
beforeEach(() => {
  storeAnswers = false;
  useSale.setState({ cart: null, busy: null, error: null, errorFrom: null, announcement: '', attention: null, receipt: null });
  useBoard.setState({ board: null, error: null, loading: false });
  useApp.setState({
    screen: 'sell',
    info: { lineOptions: [] } as unknown as AppInfo,
    connection: { state: 'offline', message: 'The store cannot be reached.', lastOkAt: null },
  });
  usePosBridgeForTests(
    localBridge({
      content: { store: async () => ({ supportedCurrencies: ['USD'] }) as never },
      sale: {
        addLine: async () => {
          throw new TillRefusal({ kind: 'offline', message: LIMIT });
        },
      },
      board: {
        view: async () => {
          throw new TillRefusal({ kind: 'offline', message: AWAY });
        },
        refresh: async () => {
          if (!storeAnswers) throw new TillRefusal({ kind: 'offline', message: AWAY });
          return { orders: [], checkedAt: new Date().toISOString() } as unknown as BoardState;
        },
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('once the store answers again', () => {
  it('the cart no longer shows an offline limit’s refusal', async () => {
    render(<CartPanel />);
    await act(async () => void (await useSale.getState().addFromSearch('v1', 1, 'Stoneware Coffee Mug')));
    expect(within(screen.getByRole('region', { name: 'Cart' })).getByRole('alert').textContent).toContain('past the manager’s limit');
    await act(async () => storeIsBack());
    expect(within(screen.getByRole('region', { name: 'Cart' })).getByRole('alert').textContent).toBe('');
  });

  it('the board no longer says the store cannot be reached: it is read again', async () => {
    await useBoard.getState().load();
    expect(useBoard.getState().error).toBe(AWAY);
    storeAnswers = true;
    storeIsBack();
    await expect.poll(() => useBoard.getState().error).toBeNull();
    expect(useBoard.getState().board).not.toBeNull();
  });
});
