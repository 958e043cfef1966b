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
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  problem: { id: 'returns.limit.problem', defaultMessage: 'An amount above zero, such as 100 or 49.50; empty for no limit.' },
  savedNoLimit: { id: 'returns.limit.savedNoLimit', defaultMessage: 'Saved: no return needs a manager for its amount.' },
  savedLimit: { id: 'returns.limit.savedLimit', defaultMessage: 'Saved: a return above {amount} needs a manager.' },
  title: { id: 'returns.limit.title', defaultMessage: 'Returns' },
  intro: {
    id: 'returns.limit.intro',
    defaultMessage:
      'Returns without a receipt and past the store’s return window always need a manager. Above this amount every return does too, approved when the money is given back.',
  },
  field: { id: 'returns.limit.field', defaultMessage: 'A manager approves returns above' },
  noLimit: { id: 'returns.limit.noLimit', defaultMessage: 'No limit' },
  save: { id: 'returns.limit.save', defaultMessage: 'Save the return limit' },
});

const isLimit = (value: string) => isAmount(value) && toCents(value) > 0 && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim());

export function ReturnLimitSection() {
  const [kept, setKept] = useState<string | null | undefined>(undefined);
  const [typed, setTyped] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const words = useWords();

  useEffect(() => {
    void run(async () => setKept((await pos().returns.managerLimit()).managerAbove));
  }, [run]);

  const draft = typed ?? kept ?? '';
  const problem = tried && draft.trim() !== '' && !isLimit(draft) ? words.formatMessage(messages.problem) : null;
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
    setSaved(next.managerAbove === null ? words.formatMessage(messages.savedNoLimit) : words.formatMessage(messages.savedLimit, { amount: next.managerAbove }));
  };

  return (
    <section className="card settings-card" aria-labelledby="return-limit-title">
      <h2 id="return-limit-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      <form className="form-grid" noValidate onSubmit={(e) => void save(e)}>
        <Field
          label={words.formatMessage(messages.field)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={words.formatMessage(messages.noLimit)}
          value={draft}
          error={problem}
          disabled={kept === undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SaveButton busy={busy} disabled={kept === undefined} label={words.formatMessage(messages.save)} />
      </form>
      <SaveStatus error={error} saved={saved} />
    </section>
  );
}
