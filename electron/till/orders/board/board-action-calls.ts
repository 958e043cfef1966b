/**
 * The manager's actions on the board: each goes to the store, is recorded in the till's journal
 * (done or refused, with the reason given), and updates the board at once from the store's answer.
 * A walk-in sale handed over as it is placed is journaled the same way, without reading the order.
 */
import { defineMessages, englishOf, wordsOf, type Words } from '../../../../shared/i18n/words.js';
import { type BoardAction, type BoardActionRecord, type BoardActionResult } from '../../../../shared/orders/orders-board-actions.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { OrderAction, PlatformOrder, PlatformShipment, ShipmentAction } from '../../../../shared/storefront/types/platform-types.js';
import { describeError, TillRefusal } from '../../runtime/error-words.js';
import { TRACKING, type BoardContext } from './board-context.js';
import type { OrdersBoard } from './board-api.js';

const messages = defineMessages({
  readyForPickup: { id: 'board.done.readyForPickup', defaultMessage: 'Order {order} is ready for pickup.' },
  pickedUp: { id: 'board.done.pickedUp', defaultMessage: 'Order {order} was picked up.' },
  shipped: { id: 'board.done.shipped', defaultMessage: 'Order {order} shipped with {carrier}, tracking {tracking}.' },
  shipmentCancelled: {
    id: 'board.done.shipmentCancelled',
    defaultMessage: 'Shipment {shipment} of order {order} is cancelled; its items are back in stock.',
  },
  orderCancelled: { id: 'board.done.orderCancelled', defaultMessage: 'Order {order} is cancelled: its items are back in stock and its payments voided.' },
  resumed: { id: 'board.done.resumed', defaultMessage: 'Order {order} is resumed.' },
  approved: { id: 'board.done.approved', defaultMessage: 'Order {order} is approved.' },
  noShipment: { id: 'board.refusal.noShipment', defaultMessage: 'Order {order} has no shipment {shipment}.' },
  notDone: {
    id: 'board.refusal.notDone',
    defaultMessage:
      '{action, select, ready_for_pickup {Marked ready for pickup} picked_up {Marked picked up} ship {Shipped} cancel_shipment {Cancelled a shipment} cancel_order {Cancelled the order} resume_order {Resumed the order} approve_order {Approved the order} other {{action}}}: not done. {reason}',
  },
});

type ActionCalls = Omit<OrdersBoard, 'view' | 'refresh' | 'order' | 'selected'>;
type ActionRecord = Omit<BoardActionRecord, 'outcome' | 'message'>;

const base = (orderNumber: string, action: BoardAction, extra: Partial<BoardActionRecord> = {}): ActionRecord => ({
  orderNumber,
  action,
  shipmentNumber: null,
  carrier: null,
  tracking: null,
  reason: null,
  ...extra,
});

const findShipment = (order: PlatformOrder, shipmentNumber: string): PlatformShipment => {
  const shipment = order.shipments.find((s) => s.number === shipmentNumber);
  if (!shipment) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noShipment, { order: order.number, shipment: shipmentNumber }) });
  return shipment;
};

export function boardActionCalls(ctx: BoardContext): ActionCalls {
  const { options } = ctx;

  /** Runs one action at the store and records it in the journal, done or refused (the store's words), before answering. */
  const journaled = async <T>(record: ActionRecord, work: (token: string) => Promise<T>): Promise<T> => {
    let after: T;
    try {
      after = await options.admin.withToken(work);
    } catch (error) {
      const info = describeError(error);
      if (isStorefrontError(error) && (error.kind === 'validation' || error.kind === 'not_found')) {
        options.journal.append('board.order_action', { ...record, outcome: 'refused', message: info.message });
      }
      throw new TillRefusal({ ...info, message: wordsOf(messages.notDone, { action: record.action, reason: info.message }) });
    }
    options.journal.append('board.order_action', { ...record, outcome: 'done', message: null });
    return after;
  };

  /** A manager's action: journaled, then the order read back as the store has it. */
  const act = async (record: ActionRecord, work: (token: string) => Promise<PlatformOrder | null>, done: Words): Promise<BoardActionResult> => {
    const after = await journaled(record, work);
    const order = after ?? (await ctx.orderNow(record.orderNumber));
    ctx.remember(order);
    return { message: englishOf(done), words: done, order: ctx.boardOrdersOf([order])[0]! };
  };

  /** One step of a shipment at the store. */
  const shipmentStep = (shipmentNumber: string, step: ShipmentAction, tracking?: string) => (token: string) =>
    options.platform.shipmentAction(token, shipmentNumber, step, tracking ? { tracking } : {}, TRACKING);

  /** One step of a whole order at the store, answered with the order as it is after it. */
  const orderStep = (orderNumber: string, step: OrderAction) => (token: string) => options.platform.orderAction(token, orderNumber, step, TRACKING);

  return {
    async handOver(orderNumber, shipmentNumber) {
      await journaled(base(orderNumber, 'picked_up', { shipmentNumber }), async (token) => {
        await shipmentStep(shipmentNumber, 'ship')(token);
        await shipmentStep(shipmentNumber, 'deliver')(token);
      });
    },
    markReady(orderNumber, shipmentNumber) {
      return act(
        base(orderNumber, 'ready_for_pickup', { shipmentNumber }),
        async (token) => {
          await shipmentStep(shipmentNumber, 'ready')(token);
          return null;
        },
        wordsOf(messages.readyForPickup, { order: orderNumber }),
      );
    },
    markPickedUp(orderNumber, shipmentNumber) {
      return act(
        base(orderNumber, 'picked_up', { shipmentNumber }),
        async (token) => {
          // Handed over at the counter: shipped (no carrier) then delivered, the store's last step.
          const before = findShipment(await options.platform.order(token, orderNumber, TRACKING), shipmentNumber);
          if (before.state === 'ready') await shipmentStep(shipmentNumber, 'ship')(token);
          await shipmentStep(shipmentNumber, 'deliver')(token);
          return null;
        },
        wordsOf(messages.pickedUp, { order: orderNumber }),
      );
    },
    ship(orderNumber, shipmentNumber, details) {
      return act(
        base(orderNumber, 'ship', { shipmentNumber, carrier: details.carrier, tracking: details.tracking }),
        async (token) => {
          await shipmentStep(shipmentNumber, 'ship', details.tracking)(token);
          return null;
        },
        wordsOf(messages.shipped, { order: orderNumber, carrier: details.carrier, tracking: details.tracking }),
      );
    },
    cancelShipment(orderNumber, shipmentNumber, reason) {
      return act(
        base(orderNumber, 'cancel_shipment', { shipmentNumber, reason }),
        async (token) => {
          await shipmentStep(shipmentNumber, 'cancel')(token);
          return null;
        },
        wordsOf(messages.shipmentCancelled, { shipment: shipmentNumber, order: orderNumber }),
      );
    },
    cancelOrder(orderNumber, reason) {
      return act(base(orderNumber, 'cancel_order', { reason }), orderStep(orderNumber, 'cancel'), wordsOf(messages.orderCancelled, { order: orderNumber }));
    },
    resumeOrder(orderNumber, reason) {
      return act(base(orderNumber, 'resume_order', { reason }), orderStep(orderNumber, 'resume'), wordsOf(messages.resumed, { order: orderNumber }));
    },
    approveOrder(orderNumber) {
      return act(base(orderNumber, 'approve_order'), orderStep(orderNumber, 'approve'), wordsOf(messages.approved, { order: orderNumber }));
    },
  };
}
