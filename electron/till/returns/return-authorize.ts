/**
 * Asking the store to authorize a return, with the manager's decisions the store's rules call
 * for: a sale found without a receipt needs a manager before the store is asked (that decision
 * covers the window too); a sale past the store's return window needs one when the store says so,
 * and is asked again with the window overridden. The store keeps who approved on the return.
 */
import type { ReturnQuoteInput, SaleFoundBy } from '../../../shared/bridge/returns.js';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { noReceiptAction, pastWindowAction } from './return-approval-actions.js';
import type { PlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import type { ReturnAuthorization } from '../../../shared/storefront/types/return-types.js';
import { approverEnglish, type Approver } from './approval-by.js';

/** The store's refusal of a return past its window (its words name the window). */
const isPastWindow = (error: unknown) => isStorefrontError(error) && error.kind === 'validation' && /return window/i.test(error.message);

interface AuthorizeDeps {
  returns: PlatformReturnsClient;
  withAdmin<T>(call: (token: string) => Promise<T>): Promise<T>;
  /** The staff rule for an action a manager must approve (spends an approval of that very action). */
  requireManager(request: ApprovalRequest, action: ApprovalAction): void;
  /** The manager who approved `method` on `record` just now. */
  approverOf(method: string, record: string): Approver;
}

export async function authorizeAtStore(
  deps: AuthorizeDeps,
  order: PlatformOrder,
  input: ReturnQuoteInput,
  foundBy: SaleFoundBy,
): Promise<{ authorization: ReturnAuthorization; approvedBy: Approver | null }> {
  const ask = (override: boolean, memo?: string) =>
    deps.withAdmin((token) =>
      deps.returns.authorizeReturn(token, { ...input, orderNumber: order.number, overrideReturnWindow: override, ...(memo ? { memo } : {}) }),
    );
  if (foundBy === 'lookup') {
    const request = { method: 'returns.quote', record: `${order.number} without a receipt` } as const;
    deps.requireManager(request, noReceiptAction(order.number));
    const approvedBy = deps.approverOf(request.method, request.record);
    return { authorization: await ask(true, `No receipt: approved at the till by ${approverEnglish(approvedBy)}`), approvedBy };
  }
  try {
    return { authorization: await ask(false), approvedBy: null };
  } catch (error) {
    if (!isPastWindow(error)) throw error;
    // A manager decides: this refuses (naming the order) until one approves this very return.
    deps.requireManager({ method: 'returns.quote', record: order.number }, pastWindowAction(order.number));
    const approvedBy = deps.approverOf('returns.quote', order.number);
    return { authorization: await ask(true, `Past the return window: approved at the till by ${approverEnglish(approvedBy)}`), approvedBy };
  }
}
