/**
 * The store's orders, across the bridge: the orders this till tracks, the manager's orders board
 * and its actions, and the alerts for managers (pickups waiting, paid orders not shipped…).
 */
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { SaleCart } from './sale.js';
import type { BoardFilters } from '../orders/orders-board.js';
import type { BoardActionResult, BoardOrderDetail, BoardState } from '../orders/orders-board-actions.js';
import type { AlertThresholds, OrderAlert } from '../reports/alerts.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  boardMarkReady: { id: 'board.managerOnly.boardMarkReady', defaultMessage: 'Mark an order ready for pickup' },
  boardMarkPickedUp: { id: 'board.managerOnly.boardMarkPickedUp', defaultMessage: 'Mark an order picked up' },
  boardShip: { id: 'board.managerOnly.boardShip', defaultMessage: 'Ship an order' },
  boardCancelShipment: { id: 'board.managerOnly.boardCancelShipment', defaultMessage: 'Cancel a shipment' },
  boardCancelOrder: { id: 'board.managerOnly.boardCancelOrder', defaultMessage: 'Cancel an order' },
  boardResumeOrder: { id: 'board.managerOnly.boardResumeOrder', defaultMessage: 'Resume an order' },
  boardApproveOrder: { id: 'board.managerOnly.boardApproveOrder', defaultMessage: 'Approve an order' },
  alertsSetThresholds: { id: 'alerts.managerOnly.alertsSetThresholds', defaultMessage: 'Change when managers are alerted' },
});
import { ENTRY_RULES } from './rules/entry-rules.js';
import type { ComposedWords } from '../staff/composed-words.js';

export interface StatusChange {
  at: string;
  field: 'state' | 'paymentState' | 'shipmentState';
  from: string | null;
  to: string | null;
}

interface TrackedShipment {
  number: string;
  state: string;
  trackingUrl: string | null;
}

export interface TrackedOrder {
  number: string;
  email: string | null;
  itemCount: number;
  total: string;
  displayTotal: string;
  currency: string;
  state: string;
  paymentState: string | null;
  shipmentState: string | null;
  shipments: TrackedShipment[];
  completedAt: string | null;
  /** The account the order was placed under (checked in one batch with that account's orders), or null for a guest order. */
  account: string | null;
  /** When the store last answered for this order (a failed check leaves it and sets lastError). */
  lastCheckedAt: string | null;
  nextCheckAt: string | null;
  /** The last check's failure in words, cleared by the next good check. */
  lastError: string | null;
  history: StatusChange[];
}

/** How far the orders board's read has gone: the page being read, and how many the store said there are (null until it has). */
export interface BoardReading {
  page: number;
  pages: number | null;
}

/** Alerts for managers: the rules' thresholds, the alerts that hold now, and the last check. */
export interface AlertsView {
  thresholds: AlertThresholds;
  alerts: OrderAlert[];
  checkedAt: string | null;
  /** The last check's failure in English (no admin client, store unreachable…), for logs, or null. */
  error: string | null;
  /** The same failure as catalogue words, said in the clerk's language on the page, or null. */
  errorWords?: ComposedWords | null;
}

export interface OrdersCalls {
  list(): Promise<TrackedOrder[]>;
  refresh(number: string): Promise<TrackedOrder>;
  /** A tracked order in full (lines, shipments, payments, addresses), read from the store now. */
  detail(number: string): Promise<SaleCart>;
  /** Finds a guest order by its number and order token (from the customer's email) and tracks it. */
  lookup(number: string, orderToken: string): Promise<TrackedOrder>;
}

/**
 * The manager's orders board (a manager on the till, the admin client connected): every order
 * of the store in the date range, grouped by what needs doing, and the actions on them.
 */
export interface BoardCalls {
  /** The board for these filters: read from the store when the range is new, else from what was read. */
  view(filters: BoardFilters): Promise<BoardState>;
  /** Asks the store what changed since the last read (one request), then answers the board. */
  refresh(filters: BoardFilters): Promise<BoardState>;
  /** One order in full with its history of actions at this till. */
  order(number: string): Promise<BoardOrderDetail>;
  /** A pickup's shipment is ready at the counter (pending → ready). */
  markReady(orderNumber: string, shipmentNumber: string): Promise<BoardActionResult>;
  /** The customer collected it (the store's delivered step). */
  markPickedUp(orderNumber: string, shipmentNumber: string): Promise<BoardActionResult>;
  /** Shipped with the carrier and tracking number. */
  ship(orderNumber: string, shipmentNumber: string, details: { carrier: string; tracking: string }): Promise<BoardActionResult>;
  cancelShipment(orderNumber: string, shipmentNumber: string, reason: string): Promise<BoardActionResult>;
  /** Cancels the order: its stock goes back and its payments are voided. */
  cancelOrder(orderNumber: string, reason: string): Promise<BoardActionResult>;
  resumeOrder(orderNumber: string, reason: string): Promise<BoardActionResult>;
  approveOrder(orderNumber: string): Promise<BoardActionResult>;
}

/** Alerts for managers: pickups waiting, paid orders not shipped, payments failed or due. */
export interface AlertsCalls {
  list(): Promise<AlertsView>;
  /** Checks the store's orders now (one request). */
  check(): Promise<AlertsView>;
  /** The rules' thresholds (manager-only); null turns a rule off. */
  setThresholds(thresholds: AlertThresholds): Promise<AlertsView>;
}

/** An order's or a shipment's number at the store (R123…, H123…). */
const orderNumber = ({ z }: ArgKit) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'an order number such as R123456789');
const shipmentNumber = ({ z }: ArgKit) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'a shipment number such as H123456789');
/** Why a manager cancels or resumes: recorded in the till's journal. */
const actionReason = ({ text }: ArgKit) =>
  text(200)
    .min(1, 'a reason')
    .regex(/^[^\p{Cc}]*$/u, 'a reason without control characters');
const boardFilters = ({ z, text }: ArgKit) => {
  const boardDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day such as 2026-11-24');
  return z
    .object({
      range: z.enum(['today', 'yesterday', 'week', 'custom']),
      from: boardDay.optional(),
      to: boardDay.optional(),
      channel: z.enum(['', 'this_till', 'other_tills', 'web']),
      state: text(40),
      paymentState: text(40),
      staffId: text(128),
      search: text(200),
    })
    .strict()
    .refine((f) => f.range !== 'custom' || (f.from !== undefined && f.to !== undefined), {
      message: ENTRY_RULES.customRange.id,
      path: ['from'],
    });
};
/** The arguments of an action on one shipment of an order. */
const shipmentOfOrder = (kit: ArgKit) => kit.z.tuple([orderNumber(kit), shipmentNumber(kit)]);
/** An order and one of its shipments, as an approval names them. */
const orderAndShipment = ([order, shipment]: readonly [string, string, ...unknown[]]) => `${order} ${shipment}`;

export const ordersCalls = {
  list: { args: noArgs },
  refresh: { args: ({ z, text }) => z.tuple([text(40).min(1)]) },
  detail: { args: ({ z, text }) => z.tuple([text(40).min(1)]) },
  lookup: { args: ({ z, text }) => z.tuple([text(40).min(1), text(200).min(1)]) },
} satisfies CallDeclarations<OrdersCalls>;

export const boardCalls = {
  view: { args: (kit) => kit.z.tuple([boardFilters(kit)]), managerOnTill: true },
  refresh: { args: (kit) => kit.z.tuple([boardFilters(kit)]), managerOnTill: true },
  order: { args: (kit) => kit.z.tuple([orderNumber(kit)]), managerOnTill: true },
  markReady: { args: shipmentOfOrder, managerOnly: managerActions.boardMarkReady, approvalRecord: orderAndShipment },
  markPickedUp: { args: shipmentOfOrder, managerOnly: managerActions.boardMarkPickedUp, approvalRecord: orderAndShipment },
  ship: {
    args: (kit) =>
      kit.z.tuple([
        orderNumber(kit),
        shipmentNumber(kit),
        kit.z
          .object({
            carrier: kit
              .text(60)
              .min(1, 'the carrier')
              .regex(/^[^\p{Cc}]*$/u, 'a carrier without control characters'),
            tracking: kit
              .text(100)
              .min(1, 'a tracking number')
              .regex(/^[^\p{Cc}]*$/u, 'a tracking number without control characters'),
          })
          .strict(),
      ]),
    managerOnly: managerActions.boardShip,
    approvalRecord: orderAndShipment,
  },
  cancelShipment: {
    args: (kit) => kit.z.tuple([orderNumber(kit), shipmentNumber(kit), actionReason(kit)]),
    managerOnly: managerActions.boardCancelShipment,
    right: 'voids',
    approvalRecord: orderAndShipment,
  },
  cancelOrder: {
    args: (kit) => kit.z.tuple([orderNumber(kit), actionReason(kit)]),
    managerOnly: managerActions.boardCancelOrder,
    right: 'voids',
    approvalRecord: ([order]) => order,
  },
  resumeOrder: {
    args: (kit) => kit.z.tuple([orderNumber(kit), actionReason(kit)]),
    managerOnly: managerActions.boardResumeOrder,
    approvalRecord: ([order]) => order,
  },
  approveOrder: { args: (kit) => kit.z.tuple([orderNumber(kit)]), managerOnly: managerActions.boardApproveOrder, approvalRecord: ([order]) => order },
} satisfies CallDeclarations<BoardCalls>;

export const alertsCalls = {
  list: { args: noArgs },
  check: { args: noArgs },
  setThresholds: {
    args: ({ z }) =>
      z.tuple([
        z
          .object({
            pickupReadyMinutes: z.number().int().min(5, 'at least 5 minutes').max(10_080, 'at most a week (10,080 minutes)').nullable(),
            paidNotShippedHours: z.number().int().min(1, 'at least 1 hour').max(720, 'at most 30 days (720 hours)').nullable(),
          })
          .strict(),
      ]),
    managerOnly: managerActions.alertsSetThresholds,
  },
} satisfies CallDeclarations<AlertsCalls>;
