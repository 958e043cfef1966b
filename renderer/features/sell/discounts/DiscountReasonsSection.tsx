/**
 * Settings → Discount reasons: the reasons a discount or a price override may carry, one a line,
 * in the order the discount dialog offers them. Changing them is a manager's (a PIN is asked when
 * staff are on the till).
 */
import { SaveButton, SaveStatus } from '../../../ui/SaveParts.js';
import { useEffect, useState, type FormEvent } from 'react';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  saved: { id: 'sell.discountReasons.saved', defaultMessage: 'Saved: {count, plural, one {# reason} other {# reasons}}.' },
  title: { id: 'sell.discountReasons.title', defaultMessage: 'Discount reasons' },
  about: {
    id: 'sell.discountReasons.about',
    defaultMessage: 'Every discount and price set by hand carries one of these, with who gave it and who approved it.',
  },
  reasons: { id: 'sell.discountReasons.reasons', defaultMessage: 'Reasons, one a line' },
  save: { id: 'sell.discountReasons.save', defaultMessage: 'Save the reasons' },
});

export function DiscountReasonsSection() {
  const words = useWords();
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
    setSaved(words.formatMessage(messages.saved, { count: next.length }));
  };

  return (
    <section className="card settings-card" aria-labelledby="discount-reasons-title">
      <h2 id="discount-reasons-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.about)}</p>
      <form className="form-grid" noValidate onSubmit={(e) => void save(e)}>
        <label className="field">
          <span>{words.formatMessage(messages.reasons)}</span>
          <textarea rows={5} value={draft} disabled={kept === null} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <SaveButton busy={busy} disabled={kept === null} label={words.formatMessage(messages.save)} />
      </form>
      <SaveStatus error={error} saved={saved} />
    </section>
  );
}
