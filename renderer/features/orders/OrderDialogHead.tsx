/** An order dialog's title, "Order R…", with the order's, payment's and shipment's states beside it. */
import { StatusBadge } from '../../ui/StatusBadge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { ltr } from './left-to-right.js';

const messages = defineMessages({
  title: { id: 'orders.dialogHead.title', defaultMessage: 'Order <ltr>{number}</ltr>' },
});

export function OrderDialogHead({
  titleId,
  number,
  states,
}: {
  titleId: string;
  number: string;
  states: { state: string | null; paymentState: string | null; shipmentState: string | null } | null;
}) {
  const words = useWords();
  return (
    <div className="order-dialog-head">
      <h2 id={titleId}>{words.formatMessage(messages.title, { number, ltr })}</h2>
      {states && (
        <span className="order-badges">
          <StatusBadge value={states.state} />
          <StatusBadge value={states.paymentState} />
          <StatusBadge value={states.shipmentState} />
        </span>
      )}
    </div>
  );
}
