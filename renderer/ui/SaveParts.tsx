/** The end of a settings form that saves in one call: its save button ("Saving…" while busy) and, after the form, what the save said. */
import type { ShownError } from '../shell/errors.js';
import { defineMessages } from '../../shared/i18n/words.js';
import { useWords } from '../i18n/use-words.js';

const messages = defineMessages({
  saving: { id: 'ui.save.saving', defaultMessage: 'Saving…' },
});

export function SaveButton({ busy, disabled = false, label }: { busy: boolean; disabled?: boolean; label: string }) {
  const words = useWords();
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {busy ? words.formatMessage(messages.saving) : label}
      </button>
    </div>
  );
}

export function SaveStatus({ error, saved }: { error: ShownError | null; saved: string | null }) {
  return (
    <p role="status" className={error ? 'field-error' : 'muted'}>
      {error?.message ?? saved}
    </p>
  );
}
