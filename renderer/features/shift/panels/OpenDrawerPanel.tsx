/** Open the drawer without a sale (a manager's), with the reason kept in the shift's log. */
import { useState } from 'react';
import type { ShiftStatus } from '../../../../shared/bridge/bridge.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { ErrorLine } from './ErrorLine.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  legend: { id: 'shift.openDrawer.legend', defaultMessage: 'Open the drawer without a sale' },
  reason: { id: 'shift.openDrawer.reason', defaultMessage: 'Reason for opening' },
  open: { id: 'shift.openDrawer.open', defaultMessage: 'Open drawer' },
});

export function OpenDrawerPanel({ idPrefix, onStatus }: { idPrefix: string; onStatus(status: ShiftStatus): void }) {
  const [drawerReason, setDrawerReason] = useState('');
  const drawer = useAction();
  const words = useWords();
  const openDrawer = (e: React.FormEvent) => {
    e.preventDefault();
    void drawer.run(async () => {
      onStatus(await pos().shift.openDrawer(drawerReason.trim()));
      setDrawerReason('');
    });
  };
  return (
    <form className="card" onSubmit={openDrawer}>
      <fieldset>
        <legend>{words.formatMessage(messages.legend)}</legend>
        <div className="field">
          <label htmlFor={`${idPrefix}-drawer`}>{words.formatMessage(messages.reason)}</label>
          <input id={`${idPrefix}-drawer`} maxLength={120} autoComplete="off" value={drawerReason} onChange={(e) => setDrawerReason(e.target.value)} />
        </div>
        <ErrorLine message={drawer.error?.message} />
        <button type="submit" className="btn" disabled={drawer.busy}>
          {words.formatMessage(messages.open)}
        </button>
      </fieldset>
    </form>
  );
}
