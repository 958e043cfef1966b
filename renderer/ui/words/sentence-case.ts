/** A word or a store's state code as a badge shows it: "balance_due" → "Balance due" (never Title Case). */
export function sentenceCase(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
