/** Open the drawer without a sale (a manager's), with the reason kept in the shift's log. */
import { useState } from 'react';
import type { ShiftStatus } from '../../../../shared/bridge/bridge.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { ErrorLine } from './ErrorLine.js';

export function OpenDrawerPanel({ idPrefix, onStatus }: { idPrefix: string; onStatus(status: ShiftStatus): void }) {
  const [drawerReason, setDrawerReason] = useState('');
  const drawer = useAction();
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
        <legend>Open the drawer without a sale</legend>
        <div className="field">
          <label htmlFor={`${idPrefix}-drawer`}>Reason for opening</label>
          <input id={`${idPrefix}-drawer`} maxLength={120} autoComplete="off" value={drawerReason} onChange={(e) => setDrawerReason(e.target.value)} />
        </div>
        <ErrorLine message={drawer.error?.message} />
        <button type="submit" className="btn" disabled={drawer.busy}>
          Open drawer
        </button>
      </fieldset>
    </form>
  );
}
