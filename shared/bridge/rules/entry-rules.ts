/**
 * The rules of the bridge's arguments that are more than a type (a custom range needs both days,
 * a line comes back once…), as catalogue words: a schema names a rule by its message's id
 * (`refine(check, ENTRY_RULES.customRange.id)`), and the dispatch says it in the clerk's language
 * when a call breaks it.
 */
import { defineMessages } from '../../i18n/words.js';

export const ENTRY_RULES = defineMessages({
  customRange: { id: 'app.entryRule.customRange', defaultMessage: 'Please check the entry: a first and a last day for a custom range.' },
  pickupNoShipping: {
    id: 'app.entryRule.pickupNoShipping',
    defaultMessage: 'Please check the entry: a sale picked up in store has no shipping address.',
  },
  eachLineOnce: { id: 'app.entryRule.eachLineOnce', defaultMessage: 'Please check the entry: each line once.' },
  eachOrderOnce: { id: 'app.entryRule.eachOrderOnce', defaultMessage: 'Please check the entry: each order once.' },
  amountAboveZero: { id: 'app.entryRule.amountAboveZero', defaultMessage: 'Please check the entry: an amount above zero.' },
  approvableAction: { id: 'app.entryRule.approvableAction', defaultMessage: 'Please check the entry: an action a manager approves.' },
  lineOptionName: {
    id: 'app.entryRule.lineOptionName',
    defaultMessage: 'Please check the entry: custom line option names are lower-case letters, digits and underscores, as registered at the store.',
  },
  lineOptionsAtMost: {
    id: 'app.entryRule.lineOptionsAtMost',
    defaultMessage: 'Please check the entry: a store profile names at most {count} custom line options.',
  },
});

/** The rule a schema's message names, if it names one. */
export function entryRuleOf(id: string): (typeof ENTRY_RULES)[keyof typeof ENTRY_RULES] | null {
  return Object.values(ENTRY_RULES).find((rule) => rule.id === id) ?? null;
}
