/**
 * Query strings in the bracket notation the service reads: `filter[name]=tee`,
 * `filter[options][size]=m`, `fields[product]=name,price`. Undefined and null are left out;
 * `false` and `0` are sent (they mean something).
 */
type QueryValue = string | number | boolean | null | undefined | readonly string[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

function isList(value: QueryValue): value is readonly string[] {
  return Array.isArray(value);
}

function append(params: URLSearchParams, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (isList(value)) {
    if (value.length > 0) params.append(key, value.join(','));
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) append(params, `${key}[${k}]`, v);
    return;
  }
  params.append(key, String(value));
}

export function buildQuery(query: QueryObject): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) append(params, key, value);
  const text = params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** `[min, max]` as the service's `filter[price]` ("10,50"; an open end is 0 or Infinity). */
export function priceRange(range: [number | null, number | null] | undefined): string | undefined {
  return range ? `${range[0] ?? 0},${range[1] ?? 'Infinity'}` : undefined;
}
