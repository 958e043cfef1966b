/**
 * Who is signed in at the store, as main last said: read once, then kept by main's
 * `session.changed` events (a sign-in or sign-out in any window, or the store no longer
 * accepting the sign-in) and by the answers of this window's own sign-in and sign-out. Every
 * screen reads it here, so a sign-out the store caused shows everywhere at once.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { SessionStatus } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';

interface SessionState {
  /** Null until main has answered. */
  status: SessionStatus | null;
  load(): Promise<SessionStatus | null>;
  setStatus(status: SessionStatus): void;
}

export const useSession = create<SessionState>((set) => ({
  status: null,
  async load() {
    try {
      const status = await pos().session.status();
      set({ status });
      return status;
    } catch {
      return null;
    }
  },
  setStatus: (status) => set({ status }),
}));

/**
 * Who is signed in, for a screen: main is asked once where nothing is known yet (the read at the
 * start failed, or the screen is shown on its own); its session events keep it after that.
 */
export function useSessionStatus(): SessionStatus | null {
  const status = useSession((s) => s.status);
  useEffect(() => {
    if (useSession.getState().status === null) void useSession.getState().load();
  }, []);
  return status;
}
