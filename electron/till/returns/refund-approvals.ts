/**
 * The manager's decisions a refund may need when it is given back, each bound to this one return:
 * cash from the drawer instead of a card that refused its refund, and a return above the amount
 * the manager set. Who approved goes on the quote (the journal, the receipt) and into the memo the
 * store keeps with its refunds.
 */
import type { ReturnRefundInput } from '../../../shared/bridge/returns.js';
import { toCents } from '../../../shared/money.js';
import type { ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import type { HeldQuote } from './return-refund.js';

interface RefundApprovalDeps {
  requireManager(request: ApprovalRequest, action: string): void;
  approverOf(method: string, record: string): string;
  /** The amount above which a return needs a manager, or null. */
  limit: string | null;
}

export function approveRefund(deps: RefundApprovalDeps, quote: HeldQuote, input: ReturnRefundInput): void {
  const { authorization, order } = quote;
  const approve = (request: ApprovalRequest & { record: string }, action: string, memo: (approver: string) => string) => {
    deps.requireManager(request, action);
    quote.approvedBy = deps.approverOf(request.method, request.record);
    quote.memo = memo(quote.approvedBy);
  };
  if (input.to === 'cash') {
    approve(
      { method: 'returns.refund', record: `${authorization.number} in cash` },
      `Give ${authorization.displayTotal} back in cash: the card refused the refund (${order.number})`,
      (approver) => `Approved at the till by ${approver}`,
    );
  }
  const { limit } = deps;
  if (limit !== null && toCents(authorization.total) > toCents(limit)) {
    approve(
      { method: 'returns.refund', record: authorization.number },
      `Give back ${authorization.displayTotal} for ${order.number}: above the return limit of ${limit}`,
      (approver) => `Above the return limit of ${limit}: approved at the till by ${approver}`,
    );
  }
}
