/**
 * The steps of placing an order, named so that a test can stop the store between any two of
 * them (see test/support/demo-store/store-dying-at-step.ts) and prove that nothing half-done is kept.
 * Nothing watches them in the app.
 */
export const PLACEMENT_STEPS = ['payments-taken', 'stock-taken', 'order-completed'] as const;
export type PlacementStep = (typeof PLACEMENT_STEPS)[number];

let watcher: ((step: PlacementStep) => void) | null = null;

/**
 * One watcher at most (null removes it); it runs as each step is done.
 * @internal The seam a test stops the store at; nothing in the app watches.
 */
export function watchPlacementSteps(next: ((step: PlacementStep) => void) | null): void {
  watcher = next;
}

export function placementStepDone(step: PlacementStep): void {
  watcher?.(step);
}
