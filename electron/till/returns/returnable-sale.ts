/**
 * A placed sale as the returns desk shows it: each line with how many of its units can still come
 * back (sold, less what the store's earlier returns of it, not canceled, already authorized), the
 * tenders it was paid with and its earlier returns. Pure.
 */
import type { AwaitingReturn, CustomerSale, ReturnableSale } from '../../../shared/bridge/returns.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import type { OrderWithChannel, PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import type { ReturnAuthorization } from '../../../shared/storefront/types/return-types.js';

/** The name on an order's billing address, or null. */
function billingName(order: { billAddress: { firstname: string; lastname: string } | null }): string | null {
  return [order.billAddress?.firstname, order.billAddress?.lastname].filter(Boolean).join(' ') || null;
}

export function returnableSale(order: PlatformOrder, earlier: readonly ReturnAuthorization[]): ReturnableSale {
  const authorized = new Map<string, number>();
  for (const authorization of earlier) {
    if (authorization.state === 'canceled') continue;
    for (const item of authorization.items) {
      if (item.receptionStatus === 'canceled') continue;
      authorized.set(item.lineItemId, (authorized.get(item.lineItemId) ?? 0) + item.quantity);
    }
  }
  return {
    orderNumber: order.number,
    completedAt: order.completedAt,
    email: order.email,
    customerName: order.customerName ?? billingName(order),
    currency: order.currency,
    total: order.total,
    displayTotal: order.displayTotal,
    lines: order.lineItems.map((line) => ({
      lineItemId: line.id,
      name: line.name,
      optionsText: line.optionsText,
      sold: line.quantity,
      returnable: Math.max(0, line.quantity - (authorized.get(line.id) ?? 0)),
      price: line.price,
      displayPrice: line.displayPrice,
    })),
    payments: order.payments
      .filter((p) => p.state === 'completed')
      .map((p) => ({ method: p.paymentMethodName, amount: p.amount, displayAmount: moneyWords(toCents(p.amount), order.currency) })),
    earlierReturns: earlier.map((a) => ({ number: a.number, state: a.state, total: a.total, displayTotal: a.displayTotal })),
  };
}

/** One of a customer's placed sales, as a receipt-less return lists them. */
export const customerSaleOf = (o: OrderWithChannel): CustomerSale => ({
  orderNumber: o.number,
  completedAt: o.completedAt,
  currency: o.currency,
  total: o.total,
  displayTotal: o.displayTotal,
  itemCount: o.itemCount,
  email: o.email,
  customerName: billingName(o),
});

/** A return the store authorized whose goods are still to come back, as the Returns screen lists it. */
export const awaitingReturnOf = ({
  orderNumber,
  currency,
  authorization,
}: {
  orderNumber: string;
  currency: string;
  authorization: ReturnAuthorization;
}): AwaitingReturn => ({
  authorizationId: authorization.id,
  authorizationNumber: authorization.number,
  orderNumber,
  currency,
  total: authorization.total,
  displayTotal: authorization.displayTotal,
  units: authorization.items.filter((i) => i.receptionStatus === 'awaiting').reduce((sum, i) => sum + i.quantity, 0),
  reason: authorization.reason,
});
