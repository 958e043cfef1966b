/**
 * The header's word on the store's connection, as main knows it: checking until main has said
 * (never an optimistic Online), and offline with when the last check succeeded, and whether the
 * till sells offline meanwhile (cash only) or a limit stopped that. Back online with a sale begun
 * offline, it says that sale is finished offline. It keeps to one line: in a narrow window the
 * reason the store is offline is left to screen readers (the state and the last check still show).
 */
import { useEffect, useState } from 'react';
import { clockTime } from '../ui/words/format-time.js';
import { useApp } from './app.js';

export function ConnectionIndicator() {
  const connection = useApp((s) => s.connection);
  const offline = useApp((s) => s.offline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (connection.state !== 'rate_limited') return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [connection.state]);
  const lastCheck = connection.lastOkAt ? `Last successful check ${clockTime(connection.lastOkAt, now)}.` : 'No successful check since the app started.';
  if (connection.state === 'online') {
    return (
      <span className="connection connection-online" role="status">
        Online{offline?.selling && <span className="connection-last"> · this sale is finished offline</span>}
      </span>
    );
  }
  if (connection.state === 'checking') {
    return (
      <span className="connection connection-checking" role="status">
        Checking the store…{connection.lastOkAt && <span className="connection-last"> {lastCheck}</span>}
      </span>
    );
  }
  if (connection.state === 'offline') {
    return (
      <span className="connection connection-offline" role="status">
        {offline?.selling ? (offline.stopped ? 'Offline, offline sales stopped: ' : 'Offline, selling cash only: ') : 'Offline: '}
        <span className="connection-message">{connection.message} </span>
        <span className="connection-last">{lastCheck}</span>
      </span>
    );
  }
  const seconds = Math.max(0, Math.ceil((Date.parse(connection.retryAt) - now) / 1000));
  return (
    <span className="connection connection-limited" role="status">
      Keeping to the store's request limit{seconds > 0 ? `: next request in ${seconds} s` : ''}
    </span>
  );
}
