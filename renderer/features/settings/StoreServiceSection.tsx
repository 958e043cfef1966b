/**
 * Settings' "Store service": the store's own status and incidents, and under "Advanced" its
 * request limit, what the store said of this till's signed requests, the budget left and the
 * agentic document; checked again on demand.
 */
import { useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { StoreServiceStatus, TillAuthentication } from '../../../shared/bridge/bridge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { pos } from '../../bridge/pos.js';
import { useWords } from '../../i18n/use-words.js';
import { shownError } from '../../shell/errors.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { timeOfDay } from '../../ui/words/format-time.js';
import { sentenceCase } from '../../ui/words/sentence-case.js';
import { AdvancedDetails } from './AdvancedDetails.js';
import { AgenticDocumentFacts } from './AgenticDocumentFacts.js';

const messages = defineMessages({
  title: { id: 'settings.service.title', defaultMessage: 'Store service' },
  state: { id: 'settings.service.state', defaultMessage: 'State' },
  unknown: { id: 'settings.service.unknown', defaultMessage: 'Unknown' },
  serviceState: {
    id: 'settings.service.serviceState',
    defaultMessage: '{state, select, operational {Operational} degraded {Degraded} maintenance {Under maintenance} other {{state}}}',
  },
  incidents: { id: 'settings.service.incidents', defaultMessage: 'Incidents' },
  noIncidents: { id: 'settings.service.noIncidents', defaultMessage: 'None reported' },
  rateLimit: { id: 'settings.service.rateLimit', defaultMessage: 'Rate limit' },
  requestsPer: { id: 'settings.service.requestsPer', defaultMessage: '{requests, plural, one {# request} other {# requests}} per {seconds} s' },
  forThisTill: { id: 'settings.service.forThisTill', defaultMessage: '{rate} for this till (its own budget)' },
  perAddress: { id: 'settings.service.perAddress', defaultMessage: '{rate} per address' },
  assumed: { id: 'settings.service.assumed', defaultMessage: '{requests, plural, one {# request} other {# requests}} per {seconds} s (assumed)' },
  thisTill: { id: 'settings.service.thisTill', defaultMessage: 'This till' },
  budgetLeft: { id: 'settings.service.budgetLeft', defaultMessage: 'Budget left' },
  leftForTill: { id: 'settings.service.leftForTill', defaultMessage: '{left} of {limit} for this till' },
  leftForAddress: { id: 'settings.service.leftForAddress', defaultMessage: '{left} of {limit} for every till at this address' },
  left: { id: 'settings.service.left', defaultMessage: '{left} of {limit}' },
  sent: { id: 'settings.service.sent', defaultMessage: 'this till sent {sent} in the last {seconds} s' },
  paused: { id: 'settings.service.paused', defaultMessage: 'paused until {time}' },
  shared: { id: 'settings.service.shared', defaultMessage: 'other tills at this address are using it too: this till takes turns with them' },
  checked: { id: 'settings.service.checked', defaultMessage: 'Checked {time}' },
  checking: { id: 'settings.service.checking', defaultMessage: 'Checking…' },
  checkAgain: { id: 'settings.service.checkAgain', defaultMessage: 'Check again' },
  authenticated: { id: 'settings.service.authenticated', defaultMessage: 'Authenticated by its signature' },
  authenticatedAs: { id: 'settings.service.authenticatedAs', defaultMessage: 'Authenticated by its signature as “{name}”' },
  refused: { id: 'settings.service.refused', defaultMessage: 'Signature refused: {reason}' },
  noReason: { id: 'settings.service.noReason', defaultMessage: 'the store did not say why.' },
  checkFailed: { id: 'settings.service.checkFailed', defaultMessage: 'The store refused the signature ({check}).' },
  unknownTill: { id: 'settings.service.unknownTill', defaultMessage: 'The store does not say whether it recognises this till.' },
});

/** The store service's states said in the clerk's language; another is shown as the store names it. */
const SAID_STATES = new Set(['operational', 'degraded', 'maintenance']);

/** What the store said of this till's signed request, in words. */
function tillWords(till: TillAuthentication, words: IntlShape): string {
  if (till.state === 'authenticated')
    return till.as ? words.formatMessage(messages.authenticatedAs, { name: till.as }) : words.formatMessage(messages.authenticated);
  if (till.state === 'refused') {
    const reason = till.message ?? (till.check ? words.formatMessage(messages.checkFailed, { check: till.check }) : words.formatMessage(messages.noReason));
    return words.formatMessage(messages.refused, { reason });
  }
  return till.message ?? words.formatMessage(messages.unknownTill);
}

/** The store's rate-limit policy ("60;w=60") in words, whose budget it is, or the budget the till assumes. */
function rateLimitWords(status: StoreServiceStatus, words: IntlShape): string {
  const { budget } = status;
  if (!status.policy) return words.formatMessage(messages.assumed, { requests: budget.limit, seconds: budget.windowSeconds });
  const policy = /^(\d+);w=(\d+)$/.exec(status.policy);
  const rate = policy ? words.formatMessage(messages.requestsPer, { requests: Number(policy[1]), seconds: policy[2] }) : status.policy;
  return words.formatMessage(status.bucket === 'till' ? messages.forThisTill : messages.perAddress, { rate });
}

function budgetLeftWords(status: StoreServiceStatus, words: IntlShape): string {
  const { budget } = status;
  if (budget.storeRemaining === null) return words.formatMessage(messages.left, { left: Math.max(0, budget.limit - budget.sentInWindow), limit: budget.limit });
  return words.formatMessage(status.bucket === 'till' ? messages.leftForTill : messages.leftForAddress, { left: budget.storeRemaining, limit: budget.limit });
}

export function StoreServiceSection() {
  const words = useWords();
  const [status, setStatus] = useState<StoreServiceStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(true);
  const check = () => {
    setChecking(true);
    pos()
      .app.storeStatus()
      .then((s) => {
        setStatus(s);
        setError(null);
      })
      .catch((e: unknown) => setError(shownError(e).message))
      .finally(() => setChecking(false));
  };
  useEffect(() => {
    let live = true;
    pos()
      .app.storeStatus()
      .then((s) => live && setStatus(s))
      .catch((e: unknown) => live && setError(shownError(e).message))
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, []);
  const budget = status?.budget;
  return (
    <section className="card settings-card" aria-labelledby="service-title" aria-busy={checking}>
      <h2 id="service-title">{words.formatMessage(messages.title)}</h2>
      {error && <ErrorBanner message={error} onRetry={check} />}
      {status && budget && (
        <dl className="facts">
          <dt>{words.formatMessage(messages.state)}</dt>
          <dd>
            <span className={`badge ${status.state === 'operational' ? 'badge-ok' : 'badge-warn'}`}>
              {status.state === 'unknown'
                ? words.formatMessage(messages.unknown)
                : SAID_STATES.has(status.state)
                  ? words.formatMessage(messages.serviceState, { state: status.state })
                  : sentenceCase(status.state)}
            </span>
          </dd>
          <dt>{words.formatMessage(messages.incidents)}</dt>
          <dd>
            {status.incidents.length === 0
              ? words.formatMessage(messages.noIncidents)
              : status.incidents.map((i) => `${i.title}${i.status ? ` (${i.status})` : ''}`).join('; ')}
          </dd>
        </dl>
      )}
      {status && budget && (
        <AdvancedDetails>
          <dl className="facts">
            <dt>{words.formatMessage(messages.rateLimit)}</dt>
            <dd>{rateLimitWords(status, words)}</dd>
            {status.till && (
              <>
                <dt>{words.formatMessage(messages.thisTill)}</dt>
                <dd>{tillWords(status.till, words)}</dd>
              </>
            )}
            <dt>{words.formatMessage(messages.budgetLeft)}</dt>
            <dd>
              {budgetLeftWords(status, words)}
              {' · '}
              {words.formatMessage(messages.sent, { sent: budget.sentInWindow, seconds: budget.windowSeconds })}
              {budget.pausedUntil && ` · ${words.formatMessage(messages.paused, { time: timeOfDay(budget.pausedUntil) })}`}
              {budget.shared && ` · ${words.formatMessage(messages.shared)}`}
            </dd>
            <AgenticDocumentFacts status={status.agentic} />
          </dl>
        </AdvancedDetails>
      )}
      <div className="form-actions">
        <span className="muted">{status ? words.formatMessage(messages.checked, { time: timeOfDay(status.checkedAt) }) : ''}</span>
        <button type="button" className="btn" disabled={checking} onClick={check}>
          {words.formatMessage(checking ? messages.checking : messages.checkAgain)}
        </button>
      </div>
    </section>
  );
}
