/**
 * Which actions an order on the board offers now, from its state and its shipments, each with
 * the words its confirmation shows and the bridge call it makes. Undoable steps (marking a pickup
 * ready) go at one click; the others are confirmed first.
 */
import type { BoardOrder } from '../../../shared/orders/orders-board.js';
import { pos } from '../../bridge/pos.js';
import type { ActionRequest } from './BoardActionDialog.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  readyForPickup: { id: 'board.actions.readyForPickup', defaultMessage: 'Ready for pickup' },
  readyForPickupLabel: { id: 'board.actions.readyForPickupLabel', defaultMessage: 'Mark {order} ready for pickup' },
  readyForPickupLabelOf: { id: 'board.actions.readyForPickupLabelOf', defaultMessage: 'Mark {order} ready for pickup (shipment {shipment})' },
  readyForPickupTitle: { id: 'board.actions.readyForPickupTitle', defaultMessage: 'Order {order} ready for pickup' },
  readyForPickupExplain: { id: 'board.actions.readyForPickupExplain', defaultMessage: 'The customer can collect it at the counter.' },
  markReady: { id: 'board.actions.markReady', defaultMessage: 'Mark ready' },
  readyToShip: { id: 'board.actions.readyToShip', defaultMessage: 'Ready to ship' },
  readyToShipLabel: { id: 'board.actions.readyToShipLabel', defaultMessage: 'Mark {order} ready to ship' },
  readyToShipLabelOf: { id: 'board.actions.readyToShipLabelOf', defaultMessage: 'Mark {order} ready to ship (shipment {shipment})' },
  readyToShipTitle: { id: 'board.actions.readyToShipTitle', defaultMessage: 'Order {order} ready to ship' },
  readyToShipExplain: { id: 'board.actions.readyToShipExplain', defaultMessage: 'Picked and packed: it can be shipped.' },
  pickedUp: { id: 'board.actions.pickedUp', defaultMessage: 'Picked up' },
  pickedUpLabel: { id: 'board.actions.pickedUpLabel', defaultMessage: 'Mark {order} picked up' },
  pickedUpLabelOf: { id: 'board.actions.pickedUpLabelOf', defaultMessage: 'Mark {order} picked up (shipment {shipment})' },
  pickedUpTitle: { id: 'board.actions.pickedUpTitle', defaultMessage: 'Order {order} picked up' },
  pickedUpExplain: { id: 'board.actions.pickedUpExplain', defaultMessage: 'The customer has collected it. This cannot be undone.' },
  shipText: { id: 'board.actions.shipText', defaultMessage: 'Ship…' },
  shipLabel: { id: 'board.actions.shipLabel', defaultMessage: 'Ship {order}' },
  shipLabelOf: { id: 'board.actions.shipLabelOf', defaultMessage: 'Ship {order} (shipment {shipment})' },
  shipTitle: { id: 'board.actions.shipTitle', defaultMessage: 'Ship order {order}' },
  shipExplain: { id: 'board.actions.shipExplain', defaultMessage: 'The parcel has left with the carrier. This cannot be undone.' },
  ship: { id: 'board.actions.ship', defaultMessage: 'Ship' },
  cancelShipmentText: { id: 'board.actions.cancelShipmentText', defaultMessage: 'Cancel shipment…' },
  cancelShipmentTextOf: { id: 'board.actions.cancelShipmentTextOf', defaultMessage: 'Cancel shipment (shipment {shipment})…' },
  cancelShipmentLabel: { id: 'board.actions.cancelShipmentLabel', defaultMessage: 'Cancel shipment {shipment} of {order}' },
  cancelShipmentTitle: { id: 'board.actions.cancelShipmentTitle', defaultMessage: 'Cancel shipment {shipment}' },
  cancelShipmentExplain: {
    id: 'board.actions.cancelShipmentExplain',
    defaultMessage: 'Its items go back to stock. Give the reason; it is kept in the till’s journal.',
  },
  cancelShipment: { id: 'board.actions.cancelShipment', defaultMessage: 'Cancel shipment' },
  cancelOrderText: { id: 'board.actions.cancelOrderText', defaultMessage: 'Cancel order…' },
  cancelOrderLabel: { id: 'board.actions.cancelOrderLabel', defaultMessage: 'Cancel order {order}' },
  cancelOrderExplain: {
    id: 'board.actions.cancelOrderExplain',
    defaultMessage: 'Its items go back to stock and its payments are voided at the store. Give the reason; it is kept in the till’s journal.',
  },
  cancelOrder: { id: 'board.actions.cancelOrder', defaultMessage: 'Cancel order' },
  resumeOrderText: { id: 'board.actions.resumeOrderText', defaultMessage: 'Resume order…' },
  resumeOrderLabel: { id: 'board.actions.resumeOrderLabel', defaultMessage: 'Resume order {order}' },
  resumeOrderExplain: {
    id: 'board.actions.resumeOrderExplain',
    defaultMessage: 'Its items are taken from stock again; its voided payments stay void, so the balance is due again.',
  },
  resumeOrder: { id: 'board.actions.resumeOrder', defaultMessage: 'Resume order' },
  approve: { id: 'board.actions.approve', defaultMessage: 'Approve' },
  approveLabel: { id: 'board.actions.approveLabel', defaultMessage: 'Approve order {order}' },
  approveExplain: { id: 'board.actions.approveExplain', defaultMessage: 'The store records that you approved it. This cannot be undone.' },
});

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
    const several = order.shipments.length > 1;
    const names = { order: n, shipment: s.number };
    if (live && s.state === 'pending' && s.pickup) {
      choices.push({
        id: `ready-${s.number}`,
        text: say(messages.readyForPickup),
        label: say(several ? messages.readyForPickupLabelOf : messages.readyForPickupLabel, names),
        immediate: true,
        primary: true,
        request: {
          title: say(messages.readyForPickupTitle, names),
          explain: say(messages.readyForPickupExplain),
          confirmLabel: say(messages.markReady),
          asks: 'nothing',
          run: () => act(() => pos().board.markReady(n, s.number)),
        },
      });
    }
    if (live && s.state === 'pending' && !s.pickup) {
      choices.push({
        id: `ready-${s.number}`,
        text: say(messages.readyToShip),
        label: say(several ? messages.readyToShipLabelOf : messages.readyToShipLabel, names),
        immediate: true,
        primary: true,
        request: {
          title: say(messages.readyToShipTitle, names),
          explain: say(messages.readyToShipExplain),
          confirmLabel: say(messages.markReady),
          asks: 'nothing',
          run: () => act(() => pos().board.markReady(n, s.number)),
        },
      });
    }
    if (live && (s.state === 'ready' || s.state === 'shipped') && s.pickup) {
      choices.push({
        id: `picked-${s.number}`,
        text: say(messages.pickedUp),
        label: say(several ? messages.pickedUpLabelOf : messages.pickedUpLabel, names),
        immediate: false,
        primary: true,
        request: {
          title: say(messages.pickedUpTitle, names),
          explain: say(messages.pickedUpExplain),
          confirmLabel: say(messages.pickedUp),
          asks: 'nothing',
          run: () => act(() => pos().board.markPickedUp(n, s.number)),
        },
      });
    }
    if (live && s.state === 'ready' && !s.pickup) {
      choices.push({
        id: `ship-${s.number}`,
        text: say(messages.shipText),
        label: say(several ? messages.shipLabelOf : messages.shipLabel, names),
        immediate: false,
        primary: true,
        request: {
          title: say(messages.shipTitle, names),
          explain: say(messages.shipExplain),
          confirmLabel: say(messages.ship),
          asks: 'tracking',
          run: (input) => act(() => pos().board.ship(n, s.number, { carrier: input.carrier, tracking: input.tracking })),
        },
      });
    }
    if (s.state === 'pending' || s.state === 'ready') {
      choices.push({
        id: `cancel-${s.number}`,
        text: say(several ? messages.cancelShipmentTextOf : messages.cancelShipmentText, names),
        label: say(messages.cancelShipmentLabel, names),
        immediate: false,
        primary: false,
        request: {
          title: say(messages.cancelShipmentTitle, names),
          explain: say(messages.cancelShipmentExplain),
          confirmLabel: say(messages.cancelShipment),
          asks: 'reason',
          run: (input) => act(() => pos().board.cancelShipment(n, s.number, input.reason)),
        },
      });
    }
  }
  if (order.state === 'complete') {
    choices.push({
      id: 'cancel-order',
      text: say(messages.cancelOrderText),
      label: say(messages.cancelOrderLabel, { order: n }),
      immediate: false,
      primary: false,
      request: {
        title: say(messages.cancelOrderLabel, { order: n }),
        explain: say(messages.cancelOrderExplain),
        confirmLabel: say(messages.cancelOrder),
        asks: 'reason',
        run: (input) => act(() => pos().board.cancelOrder(n, input.reason)),
      },
    });
  }
  if (order.state === 'canceled') {
    choices.push({
      id: 'resume-order',
      text: say(messages.resumeOrderText),
      label: say(messages.resumeOrderLabel, { order: n }),
      immediate: false,
      primary: order.group === 'cancelled',
      request: {
        title: say(messages.resumeOrderLabel, { order: n }),
        explain: say(messages.resumeOrderExplain),
        confirmLabel: say(messages.resumeOrder),
        asks: 'reason',
        run: (input) => act(() => pos().board.resumeOrder(n, input.reason)),
      },
    });
  }
  if (live && order.approvedAt === null) {
    choices.push({
      id: 'approve-order',
      text: say(messages.approve),
      label: say(messages.approveLabel, { order: n }),
      immediate: false,
      primary: false,
      request: {
        title: say(messages.approveLabel, { order: n }),
        explain: say(messages.approveExplain),
        confirmLabel: say(messages.approve),
        asks: 'nothing',
        run: () => act(() => pos().board.approveOrder(n)),
      },
    });
  }
  return choices;
}
