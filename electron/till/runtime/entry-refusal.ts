/**
 * Why a call's arguments were refused, in catalogue words (the page says them in the clerk's
 * language): the rule a schema named (shared/bridge/rules/entry-rules.ts), else what kind of mistake it
 * is (missing, too long, not a number, not one of the choices…). Zod's own English is never shown;
 * the field it is about goes along as the refusal's field error, so a form marks it.
 */
import { entryRuleOf } from '../../../shared/bridge/rules/entry-rules.js';
import type { PosErrorInfo } from '../../../shared/bridge/results.js';
import type { FieldErrors } from '../../../shared/storefront/errors.js';
import { defineMessages, englishOf, wordsOf, type MessageDeclaration } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  checkEntry: { id: 'app.dispatch.checkEntry', defaultMessage: 'Please check the entry.' },
  missing: { id: 'app.dispatch.missing', defaultMessage: 'Please check the entry: something it needs is missing.' },
  tooLong: { id: 'app.dispatch.tooLong', defaultMessage: 'Please check the entry: it is too long.' },
  tooShort: { id: 'app.dispatch.tooShort', defaultMessage: 'Please check the entry: it is too short.' },
  tooMany: { id: 'app.dispatch.tooMany', defaultMessage: 'Please check the entry: it has too many.' },
  tooLarge: { id: 'app.dispatch.tooLarge', defaultMessage: 'Please check the entry: the number is too large.' },
  tooSmall: { id: 'app.dispatch.tooSmall', defaultMessage: 'Please check the entry: the number is too small.' },
  notANumber: { id: 'app.dispatch.notANumber', defaultMessage: 'Please check the entry: it is not a number.' },
  notAChoice: { id: 'app.dispatch.notAChoice', defaultMessage: 'Please check the entry: it is not one of the choices.' },
  notTheForm: { id: 'app.dispatch.notTheForm', defaultMessage: 'Please check the entry: it is not written as expected.' },
});

/** The part of a zod issue the refusal reads. */
export interface EntryIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: unknown;
  origin?: unknown;
  maximum?: unknown;
  minimum?: unknown;
}

/** The value the issue is about, found in the call's arguments by its path (undefined when absent). */
function valueAt(args: unknown, path: PropertyKey[]): unknown {
  let value = args;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Issues of a value that is not there: nothing was given where something is needed. */
const MISSABLE = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

function mistakeOf(issue: EntryIssue, args: unknown): MessageDeclaration {
  if (MISSABLE.has(issue.code) && valueAt(args, issue.path) === undefined) return messages.missing;
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? messages.notANumber : messages.checkEntry;
    case 'too_big':
      if (issue.origin === 'string') return messages.tooLong;
      if (issue.origin === 'number' || issue.origin === 'bigint') return messages.tooLarge;
      return issue.origin === 'array' || issue.origin === 'set' ? messages.tooMany : messages.checkEntry;
    case 'too_small':
      if (issue.minimum === 1 && (issue.origin === 'string' || issue.origin === 'array')) return messages.missing;
      if (issue.origin === 'string') return messages.tooShort;
      return issue.origin === 'number' || issue.origin === 'bigint' ? messages.tooSmall : messages.checkEntry;
    case 'invalid_value':
    case 'invalid_union':
      return messages.notAChoice;
    case 'invalid_format':
      return messages.notTheForm;
    default:
      return messages.checkEntry;
  }
}

/** The field an issue is about, as a form names it: its path past the argument's place ("from", "shipping.zipcode"). */
function fieldOf(issue: EntryIssue): string[] {
  return issue.path.filter((key): key is string => typeof key === 'string');
}

/** The refusal of a call whose arguments broke `issue` (none: the plain "Please check the entry."). */
export function entryRefusal(issue: EntryIssue | undefined, args: unknown): PosErrorInfo {
  if (!issue) return { kind: 'invalid_input', message: englishOf(wordsOf(messages.checkEntry)), words: wordsOf(messages.checkEntry) };
  const limit = typeof issue.maximum === 'number' ? issue.maximum : typeof issue.minimum === 'number' ? issue.minimum : null;
  const rule = entryRuleOf(issue.message);
  const words = rule ? wordsOf(rule, limit === null ? undefined : { count: limit }) : wordsOf(mistakeOf(issue, args));
  const message = englishOf(words);
  const field = fieldOf(issue);
  if (field.length === 0) return { kind: 'invalid_input', message, words };
  const fieldErrors: FieldErrors = {};
  let at = fieldErrors;
  for (const key of field.slice(0, -1)) at = at[key] = {};
  at[field[field.length - 1]!] = [message];
  return { kind: 'invalid_input', message, words, fieldErrors };
}
