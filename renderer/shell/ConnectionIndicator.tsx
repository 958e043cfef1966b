/**
 * The header's word on the store's connection, as main knows it: checking until main has said
 * (never an optimistic Online), and offline with when the last check succeeded, and whether the
 * till sells offline meanwhile (cash only) or a limit stopped that. Back online with a sale begun
 * offline, it says that sale is finished offline. It keeps to one line: in a narrow window the
 * reason the store is offline is left to screen readers (the state and the last check still show).
 */
import { useEffect, useState } from 'react';
import { defineMessages, sayWords } from '../../shared/i18n/words.js';
import { clockTime } from '../ui/words/format-time.js';
import { useWords } from '../i18n/use-words.js';
import { useApp } from './app.js';

const messages = defineMessages({
  lastCheck: { id: 'app.connection.lastCheck', defaultMessage: 'Last successful check {time}.' },
  noCheckYet: { id: 'app.connection.noCheckYet', defaultMessage: 'No successful check since the app started.' },
  online: { id: 'app.connection.online', defaultMessage: 'Online' },
  finishedOffline: { id: 'app.connection.finishedOffline', defaultMessage: 'this sale is finished offline' },
  checking: { id: 'app.connection.checking', defaultMessage: 'Checking the store…' },
  offlineStopped: { id: 'app.connection.offlineStopped', defaultMessage: 'Offline, offline sales stopped:' },
  offlineCashOnly: { id: 'app.connection.offlineCashOnly', defaultMessage: 'Offline, selling cash only:' },
  offline: { id: 'app.connection.offline', defaultMessage: 'Offline:' },
  rateLimited: {
    id: 'app.connection.rateLimited',
    defaultMessage: "Keeping to the store''s request limit{seconds, plural, =0 {} one {: next request in # s} other {: next request in # s}}",
  },
});

export function ConnectionIndicator() {
  const connection = useApp((s) => s.connection);
  const offline = useApp((s) => s.offline);
  const words = useWords();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (connection.state !== 'rate_limited') return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [connection.state]);
  const lastCheck = connection.lastOkAt
    ? words.formatMessage(messages.lastCheck, { time: clockTime(connection.lastOkAt, now) })
    : words.formatMessage(messages.noCheckYet);
  if (connection.state === 'online') {
    return (
      <span className="connection connection-online" role="status">
        {words.formatMessage(messages.online)}
        {offline?.selling && <span className="connection-last"> · {words.formatMessage(messages.finishedOffline)}</span>}
      </span>
    );
  }
  if (connection.state === 'checking') {
    return (
      <span className="connection connection-checking" role="status">
        {words.formatMessage(messages.checking)}
        {connection.lastOkAt && <span className="connection-last"> {lastCheck}</span>}
      </span>
    );
  }
  if (connection.state === 'offline') {
    return (
      <span className="connection connection-offline" role="status">
        {words.formatMessage(offline?.selling ? (offline.stopped ? messages.offlineStopped : messages.offlineCashOnly) : messages.offline)}{' '}
        <span className="connection-message">{connection.words ? sayWords(connection.words) : connection.message} </span>
        <span className="connection-last">{lastCheck}</span>
      </span>
    );
  }
  const seconds = Math.max(0, Math.ceil((Date.parse(connection.retryAt) - now) / 1000));
  return (
    <span className="connection connection-limited" role="status">
      {words.formatMessage(messages.rateLimited, { seconds })}
    </span>
  );
}
