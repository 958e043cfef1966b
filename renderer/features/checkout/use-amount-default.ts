/**
 * An amount field that starts from what is still to pay and starts again from it whenever that
 * changes (after each part paid), while the clerk's own edits stand in between.
 */
import { useState } from 'react';

export function useAmountDefault(remaining: string): [string, (value: string) => void] {
  const [typed, setTyped] = useState<{ for: string; value: string } | null>(null);
  const value = typed && typed.for === remaining ? typed.value : remaining;
  return [value, (next: string) => setTyped({ for: remaining, value: next })];
}
