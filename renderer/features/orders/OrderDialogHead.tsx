/** An order dialog's title, "Order R…", with the order's, payment's and shipment's states beside it. */
import { StatusBadge } from '../../ui/StatusBadge.js';

export function OrderDialogHead({
  titleId,
  number,
  states,
}: {
  titleId: string;
  number: string;
  states: { state: string | null; paymentState: string | null; shipmentState: string | null } | null;
}) {
  return (
    <div className="order-dialog-head">
      <h2 id={titleId}>Order {number}</h2>
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
