/**
 * The store's stock transfers through its admin client (Platform API, admin scope; this store's
 * extension routes in Spree's naming): its stock locations, transfers listed and found by number, a
 * delivery received or a transfer sent (one POST), and a sent transfer received at its destination.
 */
import { send } from '../http.js';
import { readDocument, type Resource } from '../map/jsonapi.js';
import { buildQuery } from '../query.js';
import type { FetchLike, RequestContext } from '../types/client-types.js';
import type { StockPlace, StockTransferLine, StockTransferView, StockUnits } from '../../stock/stock-transfer.js';

interface NewStockTransfer {
  reference: string;
  reason: string | null;
  /** Null: a delivery received at the destination. */
  sourceId: string | null;
  destinationId: string;
  /** The till's own id of this request, to look it up when the answer is lost. */
  requestId: string;
  lines: StockUnits[];
}

interface StockTransferFilter {
  reference?: string;
  destinationId?: string;
  requestId?: string;
  state?: 'sent' | 'received';
}

export interface PlatformStockTransfersClient {
  locations(accessToken: string, ctx?: RequestContext): Promise<StockPlace[]>;
  /** Newest first, at most 100. */
  transfers(accessToken: string, filter: StockTransferFilter, ctx?: RequestContext): Promise<StockTransferView[]>;
  transfer(accessToken: string, number: string, ctx?: RequestContext): Promise<StockTransferView>;
  create(accessToken: string, transfer: NewStockTransfer, ctx?: RequestContext): Promise<StockTransferView>;
  receive(accessToken: string, number: string, counted: StockUnits[], ctx?: RequestContext): Promise<StockTransferView>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);
const numberOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

function mapLine(raw: unknown): StockTransferLine {
  const line = (raw ?? {}) as Record<string, unknown>;
  return {
    variantId: text(line.variant_id),
    sku: text(line.sku),
    quantity: numberOrNull(line.quantity) ?? 0,
    receivedQuantity: numberOrNull(line.received_quantity),
    difference: numberOrNull(line.difference),
  };
}

function mapTransfer(r: Resource): StockTransferView {
  const a = r.attributes;
  return {
    number: text(a.number),
    reference: text(a.reference),
    reason: textOrNull(a.description),
    kind: a.kind === 'receipt' ? 'receipt' : 'transfer',
    state: a.state === 'received' ? 'received' : 'sent',
    sourceId: textOrNull(a.source_location_id),
    sourceName: textOrNull(a.source_location_name),
    destinationId: text(a.destination_location_id),
    destinationName: text(a.destination_location_name),
    requestId: textOrNull(a.request_id),
    lines: Array.isArray(a.stock_transfer_items) ? a.stock_transfer_items.map(mapLine) : [],
    createdAt: text(a.created_at),
    receivedAt: textOrNull(a.received_at),
  };
}

const units = (lines: readonly StockUnits[]) => lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity }));

export function createPlatformStockTransfersClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }): PlatformStockTransfersClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform`;
  const timeout = options.timeoutMs ?? 15_000;
  const request = async (accessToken: string, method: 'GET' | 'POST' | 'PATCH', path: string, body: unknown, ctx: RequestContext | undefined) =>
    readDocument(await send(options.fetch, { method, url: `${base}${path}`, headers: { Authorization: `Bearer ${accessToken}` }, body, ctx }, timeout));
  const list = (data: unknown) => (Array.isArray(data) ? (data as Resource[]) : []);
  const one = (path: string) => `/stock_transfers/${encodeURIComponent(path)}`;
  return {
    async locations(accessToken, ctx) {
      const doc = await request(accessToken, 'GET', `/stock_locations${buildQuery({ per_page: 100 })}`, undefined, ctx);
      return list(doc.data).map((r) => ({ id: r.id, name: text(r.attributes.name), isDefault: r.attributes.default === true }));
    },
    async transfers(accessToken, filter, ctx) {
      const wanted: Record<string, string> = {};
      if (filter.reference) wanted.reference_eq = filter.reference;
      if (filter.destinationId) wanted.destination_location_id_eq = filter.destinationId;
      if (filter.requestId) wanted.request_id_eq = filter.requestId;
      if (filter.state) wanted.state_eq = filter.state;
      const doc = await request(accessToken, 'GET', `/stock_transfers${buildQuery({ filter: wanted, per_page: 100 })}`, undefined, ctx);
      return list(doc.data).map(mapTransfer);
    },
    async transfer(accessToken, number, ctx) {
      return mapTransfer((await request(accessToken, 'GET', one(number), undefined, ctx)).data as Resource);
    },
    async create(accessToken, transfer, ctx) {
      const body = {
        stock_transfer: {
          reference: transfer.reference,
          description: transfer.reason ?? undefined,
          source_location_id: transfer.sourceId,
          destination_location_id: transfer.destinationId,
          request_id: transfer.requestId,
          stock_transfer_items: units(transfer.lines),
        },
      };
      return mapTransfer((await request(accessToken, 'POST', '/stock_transfers', body, ctx)).data as Resource);
    },
    async receive(accessToken, number, counted, ctx) {
      const body = { stock_transfer: { stock_transfer_items: units(counted) } };
      return mapTransfer((await request(accessToken, 'PATCH', `${one(number)}/receive`, body, ctx)).data as Resource);
    },
  };
}
