/**
 * Which actions an order on the board offers now, from its state and its shipments, each with
 * the words its confirmation shows and the bridge call it makes. Undoable steps (marking a pickup
 * ready) go at one click; the others are confirmed first.
 */
import type { BoardOrder } from '../../../shared/orders/orders-board.js';
import { pos } from '../../bridge/pos.js';
import type { ActionRequest } from './BoardActionDialog.js';

export interface OrderActionChoice {
  id: string;
  /** The button's words (with the order number for screen readers in `label`). */
  text: string;
  label: string;
  /** One click, no confirmation (it can be undone at the store). */
  immediate: boolean;
  request: ActionRequest;
  /** The board's main action for the order's group. */
  primary: boolean;
}

type Act = (run: () => Promise<import('../../../shared/orders/orders-board-actions.js').BoardActionResult>) => Promise<string | null>;

export function orderActions(order: BoardOrder, act: Act): OrderActionChoice[] {
  const n = order.number;
  const choices: OrderActionChoice[] = [];
  const live = order.state === 'complete' || order.state === 'resumed';
  for (const s of order.shipments) {
    const which = order.shipments.length > 1 ? ` (shipment ${s.number})` : '';
    if (live && s.state === 'pending' && s.pickup) {
      choices.push({
        id: `ready-${s.number}`,
        text: 'Ready for pickup',
        label: `Mark ${n} ready for pickup${which}`,
        immediate: true,
        primary: true,
        request: {
          title: `Order ${n} ready for pickup`,
          explain: 'The customer can collect it at the counter.',
          confirmLabel: 'Mark ready',
          asks: 'nothing',
          run: () => act(() => pos().board.markReady(n, s.number)),
        },
      });
    }
    if (live && s.state === 'pending' && !s.pickup) {
      choices.push({
        id: `ready-${s.number}`,
        text: 'Ready to ship',
        label: `Mark ${n} ready to ship${which}`,
        immediate: true,
        primary: true,
        request: {
          title: `Order ${n} ready to ship`,
          explain: 'Picked and packed: it can be shipped.',
          confirmLabel: 'Mark ready',
          asks: 'nothing',
          run: () => act(() => pos().board.markReady(n, s.number)),
        },
      });
    }
    if (live && (s.state === 'ready' || s.state === 'shipped') && s.pickup) {
      choices.push({
        id: `picked-${s.number}`,
        text: 'Picked up',
        label: `Mark ${n} picked up${which}`,
        immediate: false,
        primary: true,
        request: {
          title: `Order ${n} picked up`,
          explain: 'The customer has collected it. This cannot be undone.',
          confirmLabel: 'Picked up',
          asks: 'nothing',
          run: () => act(() => pos().board.markPickedUp(n, s.number)),
        },
      });
    }
    if (live && s.state === 'ready' && !s.pickup) {
      choices.push({
        id: `ship-${s.number}`,
        text: 'Ship…',
        label: `Ship ${n}${which}`,
        immediate: false,
        primary: true,
        request: {
          title: `Ship order ${n}`,
          explain: 'The parcel has left with the carrier. This cannot be undone.',
          confirmLabel: 'Ship',
          asks: 'tracking',
          run: (input) => act(() => pos().board.ship(n, s.number, { carrier: input.carrier, tracking: input.tracking })),
        },
      });
    }
    if (s.state === 'pending' || s.state === 'ready') {
      choices.push({
        id: `cancel-${s.number}`,
        text: `Cancel shipment${which}…`,
        label: `Cancel shipment ${s.number} of ${n}`,
        immediate: false,
        primary: false,
        request: {
          title: `Cancel shipment ${s.number}`,
          explain: 'Its items go back to stock. Give the reason; it is kept in the till’s journal.',
          confirmLabel: 'Cancel shipment',
          asks: 'reason',
          run: (input) => act(() => pos().board.cancelShipment(n, s.number, input.reason)),
        },
      });
    }
  }
  if (order.state === 'complete') {
    choices.push({
      id: 'cancel-order',
      text: 'Cancel order…',
      label: `Cancel order ${n}`,
      immediate: false,
      primary: false,
      request: {
        title: `Cancel order ${n}`,
        explain: 'Its items go back to stock and its payments are voided at the store. Give the reason; it is kept in the till’s journal.',
        confirmLabel: 'Cancel order',
        asks: 'reason',
        run: (input) => act(() => pos().board.cancelOrder(n, input.reason)),
      },
    });
  }
  if (order.state === 'canceled') {
    choices.push({
      id: 'resume-order',
      text: 'Resume order…',
      label: `Resume order ${n}`,
      immediate: false,
      primary: order.group === 'cancelled',
      request: {
        title: `Resume order ${n}`,
        explain: 'Its items are taken from stock again; its voided payments stay void, so the balance is due again.',
        confirmLabel: 'Resume order',
        asks: 'reason',
        run: (input) => act(() => pos().board.resumeOrder(n, input.reason)),
      },
    });
  }
  if (live && order.approvedAt === null) {
    choices.push({
      id: 'approve-order',
      text: 'Approve',
      label: `Approve order ${n}`,
      immediate: false,
      primary: false,
      request: {
        title: `Approve order ${n}`,
        explain: 'The store records that you approved it. This cannot be undone.',
        confirmLabel: 'Approve',
        asks: 'nothing',
        run: () => act(() => pos().board.approveOrder(n)),
      },
    });
  }
  return choices;
}
