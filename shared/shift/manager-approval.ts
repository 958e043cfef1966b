/**
 * What a manager's approval covers: one action, named by the bridge method that makes it and the
 * record it acts on (a staff member, a store profile, an order, a parked cart…). The refusal of a
 * call names both (`PosErrorInfo.approval`), the approval dialog passes them to `staff.approve`,
 * and the main process's gate admits only the call that names the same method and record. Pure.
 */
import type { BridgeMethodName } from '../bridge/contract.js';
import type { ApprovalOf } from '../bridge/staff.js';

/** The one action a manager approves: the method and the record it acts on (null: the till as a whole). */
export type ApprovalRequest = ApprovalOf<BridgeMethodName>;

/** How long an approval waits for the call it approves. */
export const APPROVAL_MS = 2 * 60_000;

const first = (args: readonly unknown[]) => String(args[0]);
/** An order and one of its shipments. */
const orderAndShipment = (args: readonly unknown[]) => `${String(args[0])} ${String(args[1])}`;

/**
 * The record each manager-only call acts on, from its arguments as the contract parsed them. A
 * call absent here acts on the till as a whole (the drawer, the shift, a setting): its method
 * alone names it. Where the arguments say what the record becomes (a role), that is part of it.
 */
const RECORD_OF: Partial<Record<BridgeMethodName, (args: readonly unknown[]) => string>> = {
  'stores.add': (args) => (args[0] as { baseUrl: string }).baseUrl,
  'stores.remove': first,
  'stores.activate': first,
  'stores.setPublishableKey': first,
  'stores.clearPublishableKey': first,
  'stores.setPickup': first,
  'stores.setTimeZone': (args) => `${String(args[0])} ${String(args[1] ?? 'the till’s own zone')}`,
  'till.setSigning': (args) => (args[0] ? 'on' : 'off'),
  'staff.add': (args) => {
    const member = args[0] as { name: string; role: string };
    return `${member.name} as ${member.role}`;
  },
  'staff.remove': first,
  'staff.setRole': (args) => `${String(args[0])} as ${String(args[1])}`,
  'staff.resetPin': first,
  'staff.setIdleLock': (args) => (args[0] === null ? 'never' : `${String(args[0])} min`),
  'offline.placeWithoutLines': first,
  'offline.placeAsBackorder': first,
  'offline.recordRefundOwed': first,
  'board.markReady': orderAndShipment,
  'board.markPickedUp': orderAndShipment,
  'board.ship': orderAndShipment,
  'board.cancelShipment': orderAndShipment,
  'board.cancelOrder': first,
  'board.resumeOrder': first,
  'board.approveOrder': first,
  'paper.pickList': (args) => (args[0] as string[]).join(', '),
  'paper.packingSlips': (args) => (args[0] as string[]).join(', '),
};

/** The action a call makes, as an approval must name it. */
export function approvalRequestOf(method: BridgeMethodName, args: readonly unknown[]): ApprovalRequest {
  return { method, record: RECORD_OF[method]?.(args) ?? null };
}

/** Whether an approval given for `approved` covers the call `made`: the same method and the same record. */
export function approvalCovers(approved: ApprovalRequest, made: ApprovalRequest): boolean {
  return approved.method === made.method && approved.record === made.record;
}
