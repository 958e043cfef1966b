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
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  items: { id: 'orders.sections.items', defaultMessage: 'Items' },
  billing: { id: 'orders.sections.billingAddress', defaultMessage: 'Billing address' },
  shipping: { id: 'orders.sections.shippingAddress', defaultMessage: 'Shipping address' },
});

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
  const words = useWords();
  return (
    <>
      <section aria-labelledby={`${titleId}-lines`}>
        <h3 id={`${titleId}-lines`}>{words.formatMessage(messages.items)}</h3>
        <LineItems look="detail" caption={words.formatMessage(messages.items)} lines={lines} columns={['sku', 'quantity', 'unitPrice', 'amount']} />
      </section>
      <div className="detail-columns">
        <ShipmentsSection titleId={`${titleId}-shipments`} shipments={shipments} />
        <PaymentsSection payments={payments} currency={currency} titleId={`${titleId}-payments`} />
      </div>
      <div className="detail-columns detail-columns-3">
        <AddressBlock title={words.formatMessage(messages.billing)} address={billAddress} />
        <AddressBlock title={words.formatMessage(messages.shipping)} address={shipAddress} />
        <Totals className="detail-totals" rows={totals} />
      </div>
    </>
  );
}
