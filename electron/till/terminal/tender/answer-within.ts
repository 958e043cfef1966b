/**
 * Calls the till does not wait on for ever: a keyring nobody unlocks, a terminal that says nothing.
 * Each gives back a stand-in answer when the call fails or has not answered in time.
 */

/** How long a keychain call may take before the till goes on without it (a locked keyring's prompt nobody answers). */
export const KEYCHAIN_WAIT_MS = 2000;

/** What a call that did not answer in time gives back. */
export const NO_ANSWER = Symbol('no answer');

/** A call's answer, or `late` when it fails or has not answered within `ms` (a keyring nobody unlocks, a terminal that says nothing). */
export function answerWithin<T, L>(call: () => Promise<T>, ms: number, late: L): Promise<T | L> {
  return new Promise<T | L>((resolve) => {
    const timer = setTimeout(() => resolve(late), ms);
    timer.unref?.();
    call().then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(late)),
    );
  });
}

/** A keychain call's answer, or `fallback` when it fails or has not answered in time. */
export const within = <T>(call: () => Promise<T>, fallback: T): Promise<T> => answerWithin(call, KEYCHAIN_WAIT_MS, fallback);
