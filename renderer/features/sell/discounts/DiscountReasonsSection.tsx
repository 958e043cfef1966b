/**
 * Settings → Discount reasons: the reasons a discount or a price override may carry, one a line,
 * in the order the discount dialog offers them. Changing them is a manager's (a PIN is asked when
 * staff are on the till).
 */
import { SaveButton, SaveStatus } from '../../../ui/SaveParts.js';
import { useEffect, useState, type FormEvent } from 'react';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';

export function DiscountReasonsSection() {
  const [typed, setTyped] = useState<string | null>(null);
  const [kept, setKept] = useState<string[] | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  useEffect(() => {
    void run(async () => setKept(await pos().discounts.reasons()));
  }, [run]);

  const draft = typed ?? kept?.join('\n') ?? '';
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const reasons = draft
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean);
    const next = await run(() => pos().discounts.setReasons(reasons));
    if (!next) return;
    setKept(next);
    setTyped(null);
    setSaved(`Saved: ${next.length} reason${next.length === 1 ? '' : 's'}.`);
  };

  return (
    <section className="card settings-card" aria-labelledby="discount-reasons-title">
      <h2 id="discount-reasons-title">Discount reasons</h2>
      <p className="muted">Every discount and price set by hand carries one of these, with who gave it and who approved it.</p>
      <form className="form-grid" noValidate onSubmit={(e) => void save(e)}>
        <label className="field">
          <span>Reasons, one a line</span>
          <textarea rows={5} value={draft} disabled={kept === null} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <SaveButton busy={busy} disabled={kept === null} label="Save the reasons" />
      </form>
      <SaveStatus error={error} saved={saved} />
    </section>
  );
}
