/**
 * Ransack-style list filters and sorts, as Spree's Platform API takes them: `filter[<attribute>_<predicate>]`
 * where the predicate is one of eq, not_eq, in, not_in, cont, start, end, gt, gteq, lt, lteq, null,
 * present, and attributes may be joined with `_or_` (`filter[bill_address_firstname_or_bill_address_lastname_cont]`).
 * Each list names the attributes it allows and the SQL they read; conditions on other attributes
 * are ignored, as ransack ignores unknown conditions; blank values are ignored. A value that cannot
 * be what its attribute holds (a date that is not one, a number that is not one) is a 400 in words.
 */
import { badRequest } from '../http/api-error.js';
import { asList, asString, isObject, type Params } from '../http/params.js';
import { parseAmountToCents } from './money.js';

type FilterKind = 'text' | 'time' | 'integer' | 'money';

interface FilterField {
  /** The SQL expression the attribute reads (a column, or a subquery). */
  sql: string;
  kind: FilterKind;
}

export type FilterFields = Readonly<Record<string, FilterField>>;

export interface SqlCondition {
  where: string[];
  args: unknown[];
}

/** Longest first, so `not_eq` is not read as `eq` and `gteq` not as `gt`. */
const PREDICATES = ['not_eq', 'not_in', 'present', 'gteq', 'lteq', 'start', 'null', 'cont', 'end', 'eq', 'in', 'gt', 'lt'] as const;
type Predicate = (typeof PREDICATES)[number];

const COMPARISONS: Readonly<Record<string, string>> = { eq: '=', not_eq: '!=', gt: '>', gteq: '>=', lt: '<', lteq: '<=' };

/** `state_eq` -> `{fields: ['state'], predicate: 'eq'}`; null when the name ends in no predicate. */
export function parseCondition(name: string): { fields: string[]; predicate: Predicate } | null {
  for (const predicate of PREDICATES) {
    const suffix = `_${predicate}`;
    if (name.length > suffix.length && name.endsWith(suffix)) {
      return { fields: name.slice(0, -suffix.length).split('_or_'), predicate };
    }
  }
  return null;
}

function typed(field: FilterField, value: string, param: string): unknown {
  switch (field.kind) {
    case 'time': {
      const at = Date.parse(value);
      if (Number.isNaN(at)) throw badRequest(`filter[${param}] must be a date and time (ISO 8601), not "${value.slice(0, 40)}"`);
      return new Date(at).toISOString();
    }
    case 'integer':
      if (!/^-?\d{1,15}$/.test(value.trim())) throw badRequest(`filter[${param}] must be a whole number, not "${value.slice(0, 40)}"`);
      return Number(value);
    case 'money': {
      const cents = parseAmountToCents(value);
      if (cents === null) throw badRequest(`filter[${param}] must be an amount such as 99.90, not "${value.slice(0, 40)}"`);
      return cents;
    }
    default:
      return value;
  }
}

/** SQL for the conditions of a `filter` object (AND between conditions, OR within `_or_`). */
export function ransackConditions(filter: unknown, fields: FilterFields): SqlCondition {
  const out: SqlCondition = { where: [], args: [] };
  if (!isObject(filter)) return out;
  for (const [param, raw] of Object.entries(filter as Params)) {
    const condition = parseCondition(param);
    if (!condition) continue;
    const known = condition.fields.map((name) => (Object.hasOwn(fields, name) ? fields[name]! : null));
    if (known.some((field) => field === null)) continue;
    const parts: string[] = [];
    const args: unknown[] = [];
    for (const field of known as FilterField[]) {
      const part = conditionSql(field, condition.predicate, raw, param, args);
      if (part === null) break;
      parts.push(part);
    }
    if (parts.length !== known.length) continue;
    out.where.push(parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`);
    out.args.push(...args);
  }
  return out;
}

function conditionSql(field: FilterField, predicate: Predicate, raw: unknown, param: string, args: unknown[]): string | null {
  if (predicate === 'null' || predicate === 'present') {
    const flag = asString(raw)?.trim();
    if (flag !== 'true' && flag !== 'false' && flag !== '1' && flag !== '0') return null;
    const wanted = flag === 'true' || flag === '1';
    if (predicate === 'null') return wanted ? `${field.sql} IS NULL` : `${field.sql} IS NOT NULL`;
    return wanted ? `(${field.sql} IS NOT NULL AND ${field.sql} != '')` : `(${field.sql} IS NULL OR ${field.sql} = '')`;
  }
  if (predicate === 'in' || predicate === 'not_in') {
    const values = asList(raw).slice(0, 100);
    if (values.length === 0) return null;
    args.push(...values.map((v) => typed(field, v, param)));
    return `${field.sql} ${predicate === 'in' ? 'IN' : 'NOT IN'} (${values.map(() => '?').join(', ')})`;
  }
  const value = asString(raw);
  if (value === undefined || value.trim() === '') return null;
  if (predicate === 'cont') {
    args.push(value);
    return `instr(lower(${field.sql}), lower(?)) > 0`;
  }
  if (predicate === 'start' || predicate === 'end') {
    args.push(value, value);
    const from = predicate === 'start' ? '1, length(?)' : '-length(?)';
    return `lower(substr(${field.sql}, ${from})) = lower(?)`;
  }
  args.push(typed(field, value, param));
  if (predicate === 'not_eq') return `(${field.sql} IS NULL OR ${field.sql} != ?)`;
  return `${field.sql} ${COMPARISONS[predicate]!} ?`;
}

/**
 * `sort=-completed_at,number` -> `completed_at DESC, number ASC, <tie>`. Names outside `allowed`
 * are a 400 naming them and the ones that are allowed.
 */
export function sortSql(sort: unknown, allowed: Readonly<Record<string, string>>, tie = 'id ASC'): string {
  const parts = asList(sort).map((item) => {
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    if (!Object.hasOwn(allowed, name)) {
      throw badRequest(`Cannot sort by "${name.slice(0, 40)}"; sort by one of ${Object.keys(allowed).join(', ')} (prefix - for descending)`);
    }
    return `${allowed[name]!} ${descending ? 'DESC' : 'ASC'}`;
  });
  return [...parts, tie].join(', ');
}
