/**
 * The PosBridge of the browser host: the same named methods as the Electron preload, carried
 * over loopback HTTP to the host that runs the main-process services under Node.
 *
 * Protocol (served by electron/web-host): POST /bridge/<area>.<method> with a JSON body
 * `{ "args": [...] }` and the header `X-Pos-Session` (the secret the host wrote into the page's
 * `<meta name="pos-session">`); the answer is a BridgeResult. Events arrive as server-sent events
 * from GET /bridge/events?session=<secret>, one BridgeEvent per message.
 */
import type { BridgeEvent, BridgeResult } from '../../shared/bridge/bridge.js';
import type { BridgeTransport } from '../../shared/bridge/bridge-client.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../../shared/i18n/words.js';
import type { PosErrorInfo } from '../../shared/bridge/bridge.js';

const messages = defineMessages({
  lostHost: { id: 'app.bridge.lostHost', defaultMessage: 'The app lost contact with its host. Check that it is still running.' },
  hostAnswered: { id: 'app.bridge.hostAnswered', defaultMessage: 'The app’s host answered {status}.' },
});

/** A failed call told in the clerk's language (the English kept as its message). */
const failure = (kind: PosErrorInfo['kind'], words: Words) => ({ ok: false as const, error: { kind, message: englishOf(words), words } });

const SESSION_HEADER = 'X-Pos-Session';

function sessionSecret(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="pos-session"]');
  return meta?.content ?? '';
}

export function createWebTransport(): BridgeTransport {
  const secret = sessionSecret();
  const listeners = new Set<(event: BridgeEvent) => void>();
  let source: EventSource | null = null;

  const ensureEvents = () => {
    if (source) return;
    // not-words: the events' address
    source = new EventSource(`/bridge/events?session=${encodeURIComponent(secret)}`);
    source.onmessage = (message) => {
      let event: BridgeEvent;
      try {
        event = JSON.parse(message.data) as BridgeEvent;
      } catch {
        return;
      }
      for (const listener of listeners) listener(event);
    };
  };

  return {
    async call(method, args) {
      let response: Response;
      try {
        response = await fetch(`/bridge/${method}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: secret },
          body: JSON.stringify({ args }),
        });
      } catch {
        return failure('offline', wordsOf(messages.lostHost));
      }
      try {
        return (await response.json()) as BridgeResult<unknown>;
      } catch {
        return failure('server', wordsOf(messages.hostAnswered, { status: response.status }));
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      ensureEvents();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && source) {
          source.close();
          source = null;
        }
      };
    },
  };
}
