/** Fans bridge events out to whoever listens: IPC to windows, or server-sent events to pages. */
import type { BridgeEvent } from '../../../shared/bridge/bridge.js';
import { redactSecrets } from '../diagnostics/redact-secrets.js';

export interface EventHub {
  emit(event: BridgeEvent): void;
  subscribe(listener: (event: BridgeEvent) => void): () => void;
}

export function createEventHub(): EventHub {
  const listeners = new Set<(event: BridgeEvent) => void>();
  return {
    emit(raw) {
      const event = redactSecrets(raw);
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch {
          // One broken listener must not stop the others.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
