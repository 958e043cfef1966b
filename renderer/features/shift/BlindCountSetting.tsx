/**
 * The shift screen's own setting: a blind count (a manager's), so the drawer is counted without
 * the cash it should hold in sight. The main process keeps it and withholds the figures.
 */
import { useState } from 'react';
import type { ShiftStatus } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  label: { id: 'shift.blindCount.label', defaultMessage: 'Blind count: hide the expected cash until the drawer is counted (manager)' },
});

export function BlindCountSetting({ on, onChange }: { on: boolean; onChange: (status: ShiftStatus) => void }) {
  const saving = useAction();
  const words = useWords();
  // Shown at once when touched; what main answers (or the error, with the box back as it was) follows.
  const [shown, setShown] = useState<boolean | null>(null);
  return (
    <div className="card">
      <label className="check">
        <input
          type="checkbox"
          checked={shown ?? on}
          disabled={saving.busy}
          onChange={(e) => {
            const next = e.target.checked;
            setShown(next);
            void saving.run(async () => onChange(await pos().shift.setBlindCount(next))).finally(() => setShown(null));
          }}
        />
        <span>{words.formatMessage(messages.label)}</span>
      </label>
      {saving.error && (
        <p className="field-error" role="alert">
          {saving.error.message}
        </p>
      )}
    </div>
  );
}
