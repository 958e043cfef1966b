/**
 * Settings → Returns: the amount above which a return needs a manager's approval of that return
 * (asked when it is given back), or no such limit. Changing it is a manager's (a PIN is asked when
 * staff are on the till).
 */
import { SaveButton, SaveStatus } from '../../ui/SaveParts.js';
import { useEffect, useState, type FormEvent } from 'react';
import { isAmount, toCents } from '../../../shared/money.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { Field } from '../../ui/Field.js';

const isLimit = (value: string) => isAmount(value) && toCents(value) > 0 && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim());

export function ReturnLimitSection() {
  const [kept, setKept] = useState<string | null | undefined>(undefined);
  const [typed, setTyped] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  useEffect(() => {
    void run(async () => setKept((await pos().returns.managerLimit()).managerAbove));
  }, [run]);

  const draft = typed ?? kept ?? '';
  const problem = tried && draft.trim() !== '' && !isLimit(draft) ? 'An amount above zero, such as 100 or 49.50; empty for no limit.' : null;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setSaved(null);
    const amount = draft.trim() === '' ? null : draft.trim();
    if (amount !== null && !isLimit(amount)) return;
    const next = await run(() => pos().returns.setManagerLimit(amount));
    if (!next) return;
    setKept(next.managerAbove);
    setTyped(null);
    setSaved(next.managerAbove === null ? 'Saved: no return needs a manager for its amount.' : `Saved: a return above ${next.managerAbove} needs a manager.`);
  };

  return (
    <section className="card settings-card" aria-labelledby="return-limit-title">
      <h2 id="return-limit-title">Returns</h2>
      <p className="muted">
        Returns without a receipt and past the store’s return window always need a manager. Above this amount every return does too, approved when the money is
        given back.
      </p>
      <form className="form-grid" noValidate onSubmit={(e) => void save(e)}>
        <Field
          label="A manager approves returns above"
          inputMode="decimal"
          autoComplete="off"
          placeholder="No limit"
          value={draft}
          error={problem}
          disabled={kept === undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SaveButton busy={busy} disabled={kept === undefined} label="Save the return limit" />
      </form>
      <SaveStatus error={error} saved={saved} />
    </section>
  );
}
