import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/demo-store/http/api-error.js';
import { parseCondition, ransackConditions, sortSql, type FilterFields } from '../../../electron/demo-store/jsonapi/ransack-filters.js';

const FIELDS: FilterFields = {
  state: { sql: 'state', kind: 'text' },
  email: { sql: 'email', kind: 'text' },
  completed_at: { sql: 'completed_at', kind: 'time' },
  total: { sql: 'total_cents', kind: 'money' },
  item_count: { sql: 'item_count', kind: 'integer' },
  bill_address_firstname: { sql: '(SELECT firstname FROM addresses)', kind: 'text' },
  bill_address_lastname: { sql: '(SELECT lastname FROM addresses)', kind: 'text' },
};

describe('ransack-style filters', () => {
  it('reads the attribute and the predicate, longest predicate first', () => {
    expect(parseCondition('state_eq')).toEqual({ fields: ['state'], predicate: 'eq' });
    expect(parseCondition('state_not_eq')).toEqual({ fields: ['state'], predicate: 'not_eq' });
    expect(parseCondition('completed_at_gteq')).toEqual({ fields: ['completed_at'], predicate: 'gteq' });
    expect(parseCondition('payment_state_not_in')).toEqual({ fields: ['payment_state'], predicate: 'not_in' });
    expect(parseCondition('bill_address_firstname_or_bill_address_lastname_cont')).toEqual({
      fields: ['bill_address_firstname', 'bill_address_lastname'],
      predicate: 'cont',
    });
    expect(parseCondition('state')).toBeNull();
    expect(parseCondition('_eq')).toBeNull();
  });

  it('builds SQL with bound values, typed by the attribute', () => {
    expect(
      ransackConditions({ state_in: ['complete', 'canceled'], email_cont: 'Ann', total_gteq: '99.90', completed_at_lt: '2026-01-01T00:00:00Z' }, FIELDS),
    ).toEqual({
      where: ['state IN (?, ?)', 'instr(lower(email), lower(?)) > 0', 'total_cents >= ?', 'completed_at < ?'],
      args: ['complete', 'canceled', 'Ann', 9990, '2026-01-01T00:00:00.000Z'],
    });
    expect(ransackConditions({ bill_address_firstname_or_bill_address_lastname_start: 'da' }, FIELDS)).toEqual({
      where: [
        '(lower(substr((SELECT firstname FROM addresses), 1, length(?))) = lower(?) OR lower(substr((SELECT lastname FROM addresses), 1, length(?))) = lower(?))',
      ],
      args: ['da', 'da', 'da', 'da'],
    });
    expect(ransackConditions({ email_null: 'true', state_present: '1' }, FIELDS).where).toEqual(['email IS NULL', "(state IS NOT NULL AND state != '')"]);
  });

  it('ignores unknown attributes, unknown predicates and blank values, as ransack does', () => {
    expect(
      ransackConditions({ password_eq: 'x', state: 'complete', state_eq: '', email_cont: '  ', state_or_nope_eq: 'x', email_null: 'maybe' }, FIELDS),
    ).toEqual({ where: [], args: [] });
    expect(ransackConditions('state_eq=complete', FIELDS)).toEqual({ where: [], args: [] });
  });

  it('refuses a value its attribute cannot hold, naming the filter', () => {
    for (const filter of [{ completed_at_gt: 'yesterday' }, { total_lt: 'lots' }, { item_count_eq: '1.5' }]) {
      const error = (() => {
        try {
          ransackConditions(filter, FIELDS);
          return null;
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toContain(`filter[${Object.keys(filter)[0]!}]`);
    }
  });

  it('sorts by allowed names only, ascending or descending, with a tie-breaker', () => {
    const allowed = { completed_at: 'completed_at', total: 'total_cents' };
    expect(sortSql('-completed_at,total', allowed)).toBe('completed_at DESC, total_cents ASC, id ASC');
    expect(sortSql(undefined, allowed)).toBe('id ASC');
    expect(() => sortSql('-password', allowed)).toThrow(/Cannot sort by "password"/);
  });
});
