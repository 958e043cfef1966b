/**
 * Custom line-item options (add_item `options`): the rule for a name a store can register, how
 * the counter labels one, and which values count as given. Used by the bridge contract, the
 * main process and the renderer alike.
 */

/** A line's custom options by name, as the store registered them (e.g. gift_note). */
export type LineOptions = Record<string, string>;

/** How many custom line options one store profile may name. */
export const MAX_LINE_OPTIONS = 5;

/** A name a store can register: lower case, digits and underscores. */
export const LINE_OPTION_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/** "gift_note" -> "Gift note": how a custom option is labelled at the counter. */
export function lineOptionLabel(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The values given, trimmed; empty ones are left out. */
export function filledLineOptions(values: LineOptions | undefined): LineOptions {
  return Object.fromEntries(
    Object.entries(values ?? {})
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/** Whether two sets of options say the same (empty values count as absent). */
export function sameLineOptions(a: LineOptions | undefined, b: LineOptions | undefined): boolean {
  const key = (o: LineOptions | undefined) => JSON.stringify(Object.entries(filledLineOptions(o)).sort(([x], [y]) => x.localeCompare(y)));
  return key(a) === key(b);
}
