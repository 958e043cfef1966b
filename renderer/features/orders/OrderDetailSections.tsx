/**
 * The body of an order in full, as the till's order detail and the orders board's draw it: its
 * lines, its shipments beside its payments, then its addresses beside its totals.
 */
import type { ComponentProps } from 'react';
import type { LineView } from '../../ui/words/line-views.js';
import type { TotalsRow } from '../../ui/words/totals-rows.js';
import { AddressBlock } from './AddressBlock.js';
import { LineItems } from '../../ui/LineItems.js';
import { PaymentsSection } from './PaymentsSection.js';
import { ShipmentsSection } from './ShipmentsSection.js';
import { Totals } from '../../ui/Totals.js';

type Address = ComponentProps<typeof AddressBlock>['address'];

export function OrderDetailSections({
  titleId,
  lines,
  shipments,
  payments,
  currency,
  billAddress,
  shipAddress,
  totals,
}: {
  titleId: string;
  lines: readonly LineView[];
  shipments: ComponentProps<typeof ShipmentsSection>['shipments'];
  payments: ComponentProps<typeof PaymentsSection>['payments'];
  currency: string;
  billAddress: Address;
  shipAddress: Address;
  totals: readonly TotalsRow[];
}) {
  return (
    <>
      <section aria-labelledby={`${titleId}-lines`}>
        <h3 id={`${titleId}-lines`}>Items</h3>
        <LineItems look="detail" caption="Items" lines={lines} columns={['sku', 'quantity', 'unitPrice', 'amount']} />
      </section>
      <div className="detail-columns">
        <ShipmentsSection titleId={`${titleId}-shipments`} shipments={shipments} />
        <PaymentsSection payments={payments} currency={currency} titleId={`${titleId}-payments`} />
      </div>
      <div className="detail-columns detail-columns-3">
        <AddressBlock title="Billing address" address={billAddress} />
        <AddressBlock title="Shipping address" address={shipAddress} />
        <Totals className="detail-totals" rows={totals} />
      </div>
    </>
  );
}
