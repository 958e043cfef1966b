/**
 * A Stock tab that takes scans and typed codes as lines: each code looked up at the store (unknown:
 * said in words), its line handed to the tab; a scan is one unit. The tab's scan handler is set
 * while it is open and cleared when it closes.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { LabelLine } from '../../../../shared/labels/label-lines.js';
import type { useAction } from '../../../ui/use-action.js';
import { useStockScan } from '../stock-scan.js';
import { stockLineOfCode, unknownCode } from './stock-line-of-code.js';

export function useScannedLines(action: Pick<ReturnType<typeof useAction>, 'run' | 'setError'>, take: (line: LabelLine) => Promise<void> | void) {
  const { run, setError } = action;
  const taking = useRef(take);
  useEffect(() => {
    taking.current = take;
  });
  const setHandler = useStockScan((s) => s.setHandler);
  const add = useCallback(
    async (code: string, quantity: number) =>
      (await run(async () => {
        const line = await stockLineOfCode(code, quantity);
        if (!line) {
          setError({ message: unknownCode(code), kind: 'invalid_input', fieldErrors: null });
          return false;
        }
        await taking.current(line);
        return true;
      })) ?? false,
    [run, setError],
  );
  useEffect(() => {
    setHandler((code) => void add(code, 1));
    return () => setHandler(null);
  }, [add, setHandler]);
  return add;
}
