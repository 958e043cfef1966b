/**
 * Settings → Offline sales: the limits on selling while the store cannot be reached (the most one
 * sale may come to, the most the sales not yet placed may come to together, and how many hours
 * after the store last answered), what waits to be placed now, and the tax rate offline sales are
 * estimated at; and the most a return taken offline (and all of them in a shift) may refund in cash. Changing the limits is a manager's (a PIN is asked when staff are on the till).
 */
import { SaveButton, SaveStatus } from '../../ui/SaveParts.js';
import { useEffect, useState, type FormEvent } from 'react';
import { isAmount, moneyWords, toCents } from '../../../shared/money.js';
import { DEFAULT_OFFLINE_RETURN_LIMITS } from '../../../shared/offline/offline-limits.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { useAction } from '../../ui/use-action.js';
import { Field } from '../../ui/Field.js';

interface Draft {
  maxSale: string;
  maxPending: string;
  maxHours: string;
  maxReturn: string;
  maxReturnsPerShift: string;
}

/** What is wrong with a draft, field by field (nothing is sent until all is right). */
function problemsOf(draft: Draft): Partial<Record<keyof Draft, string>> {
  const amount = (value: string) =>
    isAmount(value) && toCents(value) > 0 && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim()) ? null : 'An amount above zero, such as 250 or 99.50.';
  const hours = Number(draft.maxHours);
  return {
    ...(amount(draft.maxSale) ? { maxSale: amount(draft.maxSale)! } : {}),
    ...(amount(draft.maxPending) ? { maxPending: amount(draft.maxPending)! } : {}),
    ...(amount(draft.maxReturn) ? { maxReturn: amount(draft.maxReturn)! } : {}),
    ...(amount(draft.maxReturnsPerShift) ? { maxReturnsPerShift: amount(draft.maxReturnsPerShift)! } : {}),
    ...(draft.maxHours.trim() === '' || !Number.isFinite(hours) || hours < 0.25 || hours > 168 ? { maxHours: 'Hours from 0.25 to 168.' } : {}),
  };
}

export function OfflineLimitsSection() {
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
        <h2 id="offline-title">Offline sales</h2>
        <p className="empty">Reading the offline limits…</p>
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
      `Saved: up to ${money(next.limits.maxSale)} a sale, ${money(next.limits.maxPending)} waiting in all, ${next.limits.maxHours} hours after the store last answered; ` +
        `returns up to ${money(next.limits.maxReturn ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturn)} each and ${money(next.limits.maxReturnsPerShift ?? DEFAULT_OFFLINE_RETURN_LIMITS.maxReturnsPerShift)} a shift.`,
    );
  };

  return (
    <section className="card settings-card" aria-labelledby="offline-title">
      <h2 id="offline-title">Offline sales</h2>
      <p className="muted">
        While the store cannot be reached the till takes cash sales from its copy of the catalog, and the store places them once it answers. Past any limit
        below, it stops until the store answers.
      </p>
      <p>
        Waiting to be placed: <strong>{offline.pending.count}</strong> {offline.pending.count === 1 ? 'sale' : 'sales'},{' '}
        <strong>{money(offline.pending.total)}</strong>.{' '}
        {offline.taxRate === null
          ? 'Tax: to be added by the store (no walk-in sale seen yet to learn its rate).'
          : `Tax estimated at ${Number((Number(offline.taxRate) * 100).toFixed(4))}%, the store’s rate at its last walk-in sale.`}
      </p>
      {offline.stopped && <p className="field-error">{offline.stopped}</p>}
      <form className="form-grid" noValidate onSubmit={(e) => void save(e)}>
        <Field
          label="Largest offline sale"
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxSale}
          error={problems.maxSale ?? null}
          onChange={(e) => setDraft({ ...draft, maxSale: e.target.value })}
        />
        <Field
          label="Largest total waiting to be placed"
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxPending}
          error={problems.maxPending ?? null}
          onChange={(e) => setDraft({ ...draft, maxPending: e.target.value })}
        />
        <Field
          label="Hours after the store last answered"
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxHours}
          error={problems.maxHours ?? null}
          onChange={(e) => setDraft({ ...draft, maxHours: e.target.value })}
        />
        <Field
          label="Largest cash refund of a return taken offline"
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxReturn}
          error={problems.maxReturn ?? null}
          onChange={(e) => setDraft({ ...draft, maxReturn: e.target.value })}
        />
        <Field
          label="Most cash refunded offline in a shift"
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxReturnsPerShift}
          error={problems.maxReturnsPerShift ?? null}
          onChange={(e) => setDraft({ ...draft, maxReturnsPerShift: e.target.value })}
        />
        <SaveButton busy={busy} label="Save the limits" />
      </form>
      <SaveStatus error={error} saved={saved} />
    </section>
  );
}
