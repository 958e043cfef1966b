/**
 * Settings → Offline sales: the limits on selling while the store cannot be reached (the most one
 * sale may come to, the most the sales not yet placed may come to together, and how many hours
 * after the store last answered), what waits to be placed now, and the tax rate offline sales are
 * estimated at; and the most a return taken offline (and all of them in a shift) may refund in cash. Changing the limits is a manager's (a PIN is asked when staff are on the till).
 */
import { SaveButton, SaveStatus } from '../../ui/SaveParts.js';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { isAmount, moneyWords, toCents } from '../../../shared/money.js';
import { DEFAULT_OFFLINE_RETURN_LIMITS } from '../../../shared/offline/offline-limits.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { useAction } from '../../ui/use-action.js';
import { Field } from '../../ui/Field.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  amountProblem: { id: 'offline.limits.amountProblem', defaultMessage: 'An amount above zero, such as 250 or 99.50.' },
  hoursProblem: { id: 'offline.limits.hoursProblem', defaultMessage: 'Hours from 0.25 to 168.' },
  title: { id: 'offline.limits.title', defaultMessage: 'Offline sales' },
  reading: { id: 'offline.limits.reading', defaultMessage: 'Reading the offline limits…' },
  saved: {
    id: 'offline.limits.saved',
    defaultMessage:
      'Saved: up to {maxSale} a sale, {maxPending} waiting in all, {maxHours} hours after the store last answered; returns up to {maxReturn} each and {maxReturnsPerShift} a shift.',
  },
  explain: {
    id: 'offline.limits.explain',
    defaultMessage:
      'While the store cannot be reached the till takes cash sales from its copy of the catalog, and the store places them once it answers. Past any limit below, it stops until the store answers.',
  },
  waiting: {
    id: 'offline.limits.waiting',
    defaultMessage: 'Waiting to be placed: <strong>{count}</strong> {count, plural, one {sale} other {sales}}, <strong>{total}</strong>.',
  },
  taxByStore: { id: 'offline.limits.taxByStore', defaultMessage: 'Tax: to be added by the store (no walk-in sale seen yet to learn its rate).' },
  taxEstimated: { id: 'offline.limits.taxEstimated', defaultMessage: 'Tax estimated at {rate}%, the store’s rate at its last walk-in sale.' },
  maxSale: { id: 'offline.limits.maxSale', defaultMessage: 'Largest offline sale' },
  maxPending: { id: 'offline.limits.maxPending', defaultMessage: 'Largest total waiting to be placed' },
  maxHours: { id: 'offline.limits.maxHours', defaultMessage: 'Hours after the store last answered' },
  maxReturn: { id: 'offline.limits.maxReturn', defaultMessage: 'Largest cash refund of a return taken offline' },
  maxReturnsPerShift: { id: 'offline.limits.maxReturnsPerShift', defaultMessage: 'Most cash refunded offline in a shift' },
  save: { id: 'offline.limits.save', defaultMessage: 'Save the limits' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

interface Draft {
  maxSale: string;
  maxPending: string;
  maxHours: string;
  maxReturn: string;
  maxReturnsPerShift: string;
}

/** What is wrong with a draft, field by field (nothing is sent until all is right). */
function problemsOf(draft: Draft): Partial<Record<keyof Draft, string>> {
  const amount = (value: string) => (isAmount(value) && toCents(value) > 0 && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim()) ? null : say(messages.amountProblem));
  const hours = Number(draft.maxHours);
  return {
    ...(amount(draft.maxSale) ? { maxSale: amount(draft.maxSale)! } : {}),
    ...(amount(draft.maxPending) ? { maxPending: amount(draft.maxPending)! } : {}),
    ...(amount(draft.maxReturn) ? { maxReturn: amount(draft.maxReturn)! } : {}),
    ...(amount(draft.maxReturnsPerShift) ? { maxReturnsPerShift: amount(draft.maxReturnsPerShift)! } : {}),
    ...(draft.maxHours.trim() === '' || !Number.isFinite(hours) || hours < 0.25 || hours > 168 ? { maxHours: say(messages.hoursProblem) } : {}),
  };
}

export function OfflineLimitsSection() {
  const words = useWords();
  const offline = useApp((s) => s.offline);
  const setOffline = useApp((s) => s.setOffline);
  const { busy, error, run } = useAction();
  /** What the clerk typed; null: the limits as main holds them. */
  const [typed, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    void useApp.getState().loadOffline();
  }, []);
  const draft: Draft | null =
    typed ??
    (offline
      ? {
          maxSale: offline.limits.maxSale,
          maxPending: offline.limits.maxPending,
          maxHours: String(offline.limits.maxHours),
          maxReturn: offline.limits.maxReturn ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturn,
          maxReturnsPerShift: offline.limits.maxReturnsPerShift ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturnsPerShift,
        }
      : null);

  if (!offline || !draft) {
    return (
      <section className="card settings-card" aria-labelledby="offline-title">
        <h2 id="offline-title">{words.formatMessage(messages.title)}</h2>
        <p className="empty">{words.formatMessage(messages.reading)}</p>
      </section>
    );
  }
  const problems = tried ? problemsOf(draft) : {};
  const money = (amount: string) => moneyWords(toCents(amount), offline.pending.currency);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setSaved(null);
    if (Object.keys(problemsOf(draft)).length > 0) return;
    const next = await run(() =>
      pos().offline.setLimits({
        maxSale: draft.maxSale.trim(),
        maxPending: draft.maxPending.trim(),
        maxHours: Number(draft.maxHours),
        maxReturn: draft.maxReturn.trim(),
        maxReturnsPerShift: draft.maxReturnsPerShift.trim(),
      }),
    );
    if (!next) return;
    setOffline(next);
    setSaved(
      words.formatMessage(messages.saved, {
        maxSale: money(next.limits.maxSale),
        maxPending: money(next.limits.maxPending),
        maxHours: next.limits.maxHours,
        maxReturn: money(next.limits.maxReturn ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturn),
        maxReturnsPerShift: money(next.limits.maxReturnsPerShift ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturnsPerShift),
      }),
    );
  };

  return (
    <section className="card settings-card" aria-labelledby="offline-title">
      <h2 id="offline-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.explain)}</p>
      <p>
        {words.formatMessage(messages.waiting, { count: offline.pending.count, total: money(offline.pending.total), strong })}{' '}
        {offline.taxRate === null
          ? words.formatMessage(messages.taxByStore)
          : words.formatMessage(messages.taxEstimated, { rate: Number((Number(offline.taxRate) * 100).toFixed(4)) })}
      </p>
      {offline.stopped && <p className="field-error">{offline.stoppedWords ? sayWords(offline.stoppedWords) : offline.stopped}</p>}
      <form className="form-grid" noValidate onSubmit={(e) => void save(e)}>
        <Field
          label={words.formatMessage(messages.maxSale)}
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxSale}
          error={problems.maxSale ?? null}
          onChange={(e) => setDraft({ ...draft, maxSale: e.target.value })}
        />
        <Field
          label={words.formatMessage(messages.maxPending)}
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxPending}
          error={problems.maxPending ?? null}
          onChange={(e) => setDraft({ ...draft, maxPending: e.target.value })}
        />
        <Field
          label={words.formatMessage(messages.maxHours)}
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxHours}
          error={problems.maxHours ?? null}
          onChange={(e) => setDraft({ ...draft, maxHours: e.target.value })}
        />
        <Field
          label={words.formatMessage(messages.maxReturn)}
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxReturn}
          error={problems.maxReturn ?? null}
          onChange={(e) => setDraft({ ...draft, maxReturn: e.target.value })}
        />
        <Field
          label={words.formatMessage(messages.maxReturnsPerShift)}
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxReturnsPerShift}
          error={problems.maxReturnsPerShift ?? null}
          onChange={(e) => setDraft({ ...draft, maxReturnsPerShift: e.target.value })}
        />
        <SaveButton busy={busy} label={words.formatMessage(messages.save)} />
      </form>
      <SaveStatus error={error} saved={saved} />
    </section>
  );
}
