/** No shift is open: count the float into the drawer and open one. */
import { useState } from 'react';
import type { ShiftStatus } from '../../../../shared/bridge/bridge.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { CashCountFields } from '../CashCountFields.js';
import { countError, draftInput, EMPTY_COUNT, type CountDraft } from '../count-draft.js';
import { ErrorLine } from './ErrorLine.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  float: { id: 'shift.openShift.float', defaultMessage: 'Float' },
  open: { id: 'shift.openShift.open', defaultMessage: 'Open shift' },
});

export function OpenShiftPanel({ status, currency, onOpened }: { status: ShiftStatus; currency: string; onOpened(status: ShiftStatus): void }) {
  const [floatDraft, setFloatDraft] = useState<CountDraft>(EMPTY_COUNT);
  const opening = useAction();
  const words = useWords();
  const openShift = (e: React.FormEvent) => {
    e.preventDefault();
    void opening.run(async () => {
      onOpened(await pos().shift.open(draftInput(floatDraft, status.denominations)));
      setFloatDraft(EMPTY_COUNT);
    });
  };
  return (
    <form className="card" onSubmit={openShift}>
      <CashCountFields
        legend={words.formatMessage(messages.float)}
        currency={currency}
        denominations={status.denominations}
        draft={floatDraft}
        onChange={setFloatDraft}
      />
      <ErrorLine message={opening.error?.message} />
      <button type="submit" className="btn btn-primary" disabled={opening.busy || countError(floatDraft, status.denominations) !== undefined}>
        {words.formatMessage(messages.open)}
      </button>
    </form>
  );
}
