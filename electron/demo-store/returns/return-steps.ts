/**
 * The steps of a return that changes goods and money (receiving items, reimbursing them), named so
 * that a test can stop the store between any two of them (see
 * test/support/demo-store/store-dying-at-return-step.ts) and prove nothing half-done is kept.
 * Nothing watches them in the app.
 */
export const RETURN_STEPS = ['items-received', 'stock-returned', 'money-given-back', 'reimbursement-recorded'] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

let watcher: ((step: ReturnStep) => void) | null = null;

/**
 * One watcher at most (null removes it); it runs as each step is done.
 * @internal The seam a test stops the store at; nothing in the app watches.
 */
export function watchReturnSteps(next: ((step: ReturnStep) => void) | null): void {
  watcher = next;
}

export function returnStepDone(step: ReturnStep): void {
  watcher?.(step);
}
