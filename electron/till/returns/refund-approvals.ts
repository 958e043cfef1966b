/**
 * The manager's decisions a refund may need when it is given back, each bound to this one return:
 * cash from the drawer instead of a card that refused its refund, and a return above the amount
 * the manager set, and (beside that limit) a refund above what the role of the person on the till
 * may refund (its `refundUpTo`, approved by someone whose role may). Who approved goes on the quote (the journal, the receipt) and into the memo the
 * store keeps with its refunds.
 */
import type { ReturnRefundInput } from '../../../shared/bridge/returns.js';
import { toCents } from '../../../shared/money.js';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { aboveLimitAction, aboveRoleAction, cashInsteadAction } from './return-approval-actions.js';
import type { StaffRef } from '../../../shared/shift/staff-ref.js';
import type { RightCheck } from '../../../shared/staff/role-rights.js';
import type { HeldQuote } from './return-refund.js';
import { approverEnglish, type Approver } from './approval-by.js';

interface RefundApprovalDeps {
  requireManager(request: ApprovalRequest, action: ApprovalAction): void;
  approverOf(method: string, record: string): Approver;
  /** The amount above which a return needs a manager, or null. */
  limit: string | null;
  /** Who holds a right for this one action (the roster's gate); absent: roles' refund limits are not checked. */
  requireRight?(check: RightCheck, request: ApprovalRequest, action: ApprovalAction): StaffRef;
  /** Who is on the till (an approver of a role's refund limit is someone else). */
  onTill?(): StaffRef | null;
}

export function approveRefund(deps: RefundApprovalDeps, quote: HeldQuote, input: ReturnRefundInput): void {
  const { authorization, order } = quote;
  const approve = (request: ApprovalRequest & { record: string }, action: ApprovalAction, memo: (approver: string) => string) => {
    deps.requireManager(request, action);
    quote.approvedBy = deps.approverOf(request.method, request.record);
    quote.memo = memo(approverEnglish(quote.approvedBy));
  };
  if (input.to === 'cash') {
    approve(
      { method: 'returns.refund', record: `${authorization.number} in cash` },
      cashInsteadAction(authorization.displayTotal, order.number),
      (approver) => `Approved at the till by ${approver}`,
    );
  }
  const { limit } = deps;
  if (limit !== null && toCents(authorization.total) > toCents(limit)) {
    approve(
      { method: 'returns.refund', record: authorization.number },
      aboveLimitAction(authorization.displayTotal, order.number, limit),
      (approver) => `Above the return limit of ${limit}: approved at the till by ${approver}`,
    );
    return;
  }
  // Beside the store's limit (a manager's), the role's: past what it may refund, someone whose role may approves this one return.
  if (deps.requireRight) {
    const by = deps.requireRight(
      { right: 'refundUpTo', amount: authorization.total },
      { method: 'returns.refund', record: authorization.number },
      aboveRoleAction(authorization.displayTotal, order.number),
    );
    if (by.id !== deps.onTill?.()?.id) {
      quote.approvedBy = by.name;
      quote.memo = `Above the role's refund limit: approved at the till by ${by.name}`;
    }
  }
}
