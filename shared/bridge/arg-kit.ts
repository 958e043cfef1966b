/**
 * The pieces the bridge's argument schemas are built from, handed to each call's declaration
 * (`args(kit)`) by the main process alone: the domain files declare their schemas as functions of
 * this kit, so the preload and the page, which import the declarations for their names and facts,
 * never load zod.
 */
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../sale/line-quantity.js';
import { LINE_OPTION_NAME } from '../sale/line-options.js';
import { ENTRY_RULES } from './rules/entry-rules.js';

const id = z.string().trim().min(1).max(128);
const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 20 or 19.99');
const text = (max: number) => z.string().trim().max(max);

/** `approvable`: the methods a manager's approval may name (`staff.approve`). */
export function makeArgKit(approvable: readonly string[]) {
  return {
    z,
    /** A record's id (a line, a store profile, a staff member…). */
    id,
    /** Words of at most `max` characters, trimmed. */
    text,
    /** An amount: a decimal string of at most two decimals. */
    decimal,
    /** An amount above zero. */
    amountAboveZero: decimal.refine((v) => Number(v) > 0, ENTRY_RULES.amountAboveZero.id),
    /** How many of a line. */
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    /** A custom line option's registered name (gift_note). */
    lineOptionName: z.string().regex(LINE_OPTION_NAME, ENTRY_RULES.lineOptionName.id),
    /** A browse or search of the catalog. */
    catalogQuery: z
      .object({
        text: text(200).optional(),
        taxonId: id.optional(),
        sort: z.enum(['relevance', 'name', '-name', 'price', '-price', 'newest']).optional(),
        priceMin: z.number().min(0).max(1e9).nullable().optional(),
        priceMax: z.number().min(0).max(1e9).nullable().optional(),
        inStock: z.boolean().optional(),
        backorderable: z.boolean().optional(),
        options: z.record(text(64).min(1), text(64)).optional(),
        properties: z.record(text(64).min(1), text(120)).optional(),
        page: z.number().int().min(1).max(10000).optional(),
        perPage: z.number().int().min(1).max(100).optional(),
      })
      .strict(),
    /** A postal address's fields (for z.object). */
    addressFields: {
      firstname: text(100).min(1),
      lastname: text(100).min(1),
      address1: text(200).min(1),
      address2: text(200).optional(),
      city: text(100).min(1),
      zipcode: text(20).min(1),
      phone: text(40).optional(),
      stateName: text(100).optional(),
      countryIso: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2,3}$/, 'a country code such as US'),
    },
    /** A method a manager's approval may name. */
    approvableMethod: z.string().refine((m) => approvable.includes(m), ENTRY_RULES.approvableAction.id),
  };
}

export type ArgKit = ReturnType<typeof makeArgKit>;
