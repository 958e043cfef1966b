/**
 * A sale's line adjustments through the manager's admin client (Platform API `adjustments`, on a
 * line item of a cart): made with a label and an amount (negative for a reduction), listed for the
 * order, and removed while the order is a cart. The store recalculates the line's tax and the
 * order's totals at once; its refusals (a line below zero) come back as StorefrontErrors in its words.
 */
import { send } from '../http.js';
import { readDocument, type Resource } from '../map/jsonapi.js';
import { buildQuery } from '../query.js';
import type { FetchLike, RequestContext } from '../types/client-types.js';

/** An adjustment of a line as the store keeps it: amounts are decimal strings, negative for a reduction. */
interface LineAdjustment {
  id: string;
  lineItemId: string;
  label: string;
  amount: string;
}

export interface PlatformAdjustmentsClient {
  adjustLine(accessToken: string, input: { orderId: string; lineItemId: string; label: string; amount: string }, ctx?: RequestContext): Promise<LineAdjustment>;
  /** The order's adjustments of its lines (the order's own are left out), oldest first. */
  lineAdjustments(accessToken: string, orderNumber: string, ctx?: RequestContext): Promise<LineAdjustment[]>;
  remove(accessToken: string, id: string, ctx?: RequestContext): Promise<void>;
}

function readLineAdjustment(r: Resource): LineAdjustment | null {
  if (r.attributes.adjustable_type !== 'Spree::LineItem') return null;
  const adjustable = r.relationships.adjustable?.data;
  const lineItemId = adjustable && !Array.isArray(adjustable) ? adjustable.id : '';
  return { id: r.id, lineItemId, label: String(r.attributes.label ?? ''), amount: String(r.attributes.amount ?? '0') };
}

export function createPlatformAdjustmentsClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }): PlatformAdjustmentsClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform/adjustments`;
  const timeout = options.timeoutMs ?? 15_000;
  const auth = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });
  return {
    async adjustLine(accessToken, input, ctx) {
      // The documents type the amount a number.
      const body = {
        adjustment: {
          order_id: input.orderId,
          adjustable_type: 'Spree::LineItem',
          adjustable_id: input.lineItemId,
          label: input.label,
          amount: Number(input.amount),
        },
      };
      const doc = readDocument(await send(options.fetch, { method: 'POST', url: base, headers: auth(accessToken), body, ctx }, timeout));
      const made = readLineAdjustment(doc.data as Resource);
      return made ? { ...made, lineItemId: made.lineItemId || input.lineItemId } : { id: (doc.data as Resource).id, ...input };
    },
    async lineAdjustments(accessToken, orderNumber, ctx) {
      const qs = buildQuery({ filter: { order_id: orderNumber }, per_page: 100 });
      const doc = readDocument(await send(options.fetch, { method: 'GET', url: `${base}${qs}`, headers: auth(accessToken), ctx }, timeout));
      return (Array.isArray(doc.data) ? doc.data : []).flatMap((r) => readLineAdjustment(r) ?? []);
    },
    async remove(accessToken, id, ctx) {
      await send(options.fetch, { method: 'DELETE', url: `${base}/${encodeURIComponent(id)}`, headers: auth(accessToken), ctx }, timeout);
    },
  };
}
