/**
 * What a manager's approval covers: one action, named by the bridge method that makes it and the
 * record it acts on (a staff member, a store profile, an order, a parked cart…: each call's
 * declaration says which, shared/bridge/call-declaration.ts). The refusal of a
 * call names both (`PosErrorInfo.approval`), the approval dialog passes them to `staff.approve`,
 * and the main process's gate admits only the call that names the same method and record. Pure.
 */
import { approvalRecordOf, type BridgeMethodName } from '../bridge/contract.js';
import type { ApprovalOf } from '../bridge/staff.js';
import type { ComposedWords } from '../staff/composed-words.js';

/** The one action a manager approves: the method and the record it acts on (null: the till as a whole). */
export type ApprovalRequest = ApprovalOf<BridgeMethodName>;

/** What a manager is asked to approve: catalogue words, or English a service has not yet put in the catalogue. */
export type ApprovalAction = ComposedWords | string;

/** How long an approval waits for the call it approves. */
export const APPROVAL_MS = 2 * 60_000;

/** The action a call makes, as an approval must name it. */
export function approvalRequestOf(method: BridgeMethodName, args: readonly unknown[]): ApprovalRequest {
  return { method, record: approvalRecordOf(method, args) };
}

/** Whether an approval given for `approved` covers the call `made`: the same method and the same record. */
export function approvalCovers(approved: ApprovalRequest, made: ApprovalRequest): boolean {
  return approved.method === made.method && approved.record === made.record;
}
