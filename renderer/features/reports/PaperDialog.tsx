/**
 * Paper for orders of the store: the pick list (every line, grouped by product and variant, with
 * SKU and stock location where the store names one) or one packing slip per order, on screen and
 * then printed or saved as PDF. Shown over the page and, on paper, alone (the print stylesheet
 * leaves only this sheet). Loaded only when first opened.
 */
import { useEffect, useId, useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { createPortal } from 'react-dom';
import type { PackingSlips } from '../../../shared/reports/packing-slip.js';
import type { PickList } from '../../../shared/reports/pick-list.js';
import { pos } from '../../bridge/pos.js';
import { printScreen, saveScreenAsPdf } from './print-paper.js';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { LineItems } from '../../ui/LineItems.js';
import { packingSlipLineView, pickListLineView } from '../../ui/words/line-views.js';
import { dateOf } from '../../ui/words/format-time.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  pickMeta: {
    id: 'reports.paper.pickMeta',
    defaultMessage: '{orders, plural, one {# order} other {# orders}}: {numbers} · {units, plural, one {# unit} other {# units}} to pick',
  },
  pickCaption: { id: 'reports.paper.pickCaption', defaultMessage: 'Lines to pick, by product and variant' },
  product: { id: 'reports.paper.product', defaultMessage: 'Product' },
  noLocation: { id: 'reports.paper.noLocation', defaultMessage: 'The store names no stock location for these lines.' },
  order: { id: 'reports.paper.order', defaultMessage: 'Order {number}' },
  pickedUp: { id: 'reports.paper.pickedUp', defaultMessage: 'Picked up in store' },
  walkIn: { id: 'reports.paper.walkIn', defaultMessage: 'Walk-in customer' },
  shipTo: { id: 'reports.paper.shipTo', defaultMessage: 'Ship to' },
  noAddress: { id: 'reports.paper.noAddress', defaultMessage: 'No shipping address' },
  placed: { id: 'reports.paper.placed', defaultMessage: 'Placed' },
  shipping: { id: 'reports.paper.shipping', defaultMessage: 'Shipping' },
  email: { id: 'reports.paper.email', defaultMessage: 'Email' },
  itemsIn: { id: 'reports.paper.itemsIn', defaultMessage: 'Items in order {number}' },
  inParcel: { id: 'reports.paper.inParcel', defaultMessage: '{count, plural, one {# item} other {# items}} in this parcel.' },
  pickList: { id: 'reports.paper.pickList', defaultMessage: 'Pick list' },
  packingSlips: { id: 'reports.paper.packingSlips', defaultMessage: 'Packing slips' },
  reading: { id: 'reports.paper.reading', defaultMessage: 'Reading the orders from the store…' },
  notFound: { id: 'reports.paper.notFound', defaultMessage: 'Not found at the store: {numbers}.' },
  noneFound: { id: 'reports.paper.noneFound', defaultMessage: 'None of these orders is at the store.' },
  print: { id: 'reports.paper.print', defaultMessage: 'Print' },
  pdf: { id: 'reports.paper.pdf', defaultMessage: 'Save as PDF' },
  close: { id: 'reports.paper.close', defaultMessage: 'Close' },
});

export type PaperKind = 'pick-list' | 'packing-slips';

function PickListSheet({ list }: { list: PickList }) {
  const words = useWords();
  return (
    <>
      <p className="paper-meta">
        {words.formatMessage(messages.pickMeta, { orders: list.orderNumbers.length, numbers: list.orderNumbers.join(', '), units: list.totalUnits })}
      </p>
      <LineItems
        look="paper"
        caption={words.formatMessage(messages.pickCaption)}
        itemHeading={words.formatMessage(messages.product)}
        lines={list.rows.map(pickListLineView)}
        columns={list.hasLocations ? ['sku', 'location', 'quantity', 'orders'] : ['sku', 'quantity', 'orders']}
      />
      {!list.hasLocations && <p className="muted small">{words.formatMessage(messages.noLocation)}</p>}
    </>
  );
}

function PackingSlipSheets({ slips }: { slips: PackingSlips }) {
  const words = useWords();
  return (
    <>
      {slips.slips.map((slip) => (
        <section key={slip.number} className="packing-slip" aria-labelledby={`slip-${slip.number}`}>
          <h3 id={`slip-${slip.number}`}>{words.formatMessage(messages.order, { number: slip.number })}</h3>
          <div className="packing-slip-head">
            {slip.pickup ? (
              <div>
                <h4>{words.formatMessage(messages.pickedUp)}</h4>
                <p>{slip.customer ?? slip.email ?? words.formatMessage(messages.walkIn)}</p>
              </div>
            ) : (
              <div>
                <h4>{words.formatMessage(messages.shipTo)}</h4>
                {slip.shipTo ? (
                  <address>
                    {slip.shipTo.name}
                    {slip.shipTo.lines.map((l) => (
                      <span key={l}>
                        <br />
                        {l}
                      </span>
                    ))}
                  </address>
                ) : (
                  <p>{words.formatMessage(messages.noAddress)}</p>
                )}
              </div>
            )}
            <dl className="packing-slip-facts">
              {slip.completedAt && (
                <>
                  <dt>{words.formatMessage(messages.placed)}</dt>
                  <dd>{dateOf(slip.completedAt)}</dd>
                </>
              )}
              {slip.shippingMethod && (
                <>
                  <dt>{words.formatMessage(messages.shipping)}</dt>
                  <dd>{slip.shippingMethod}</dd>
                </>
              )}
              {slip.email && (
                <>
                  <dt>{words.formatMessage(messages.email)}</dt>
                  <dd>{slip.email}</dd>
                </>
              )}
            </dl>
          </div>
          <LineItems
            look="paper"
            caption={words.formatMessage(messages.itemsIn, { number: slip.number })}
            lines={slip.lines.map(packingSlipLineView)}
            columns={['sku', 'quantity']}
          />
          <p className="paper-meta">{words.formatMessage(messages.inParcel, { count: slip.totalUnits })}</p>
        </section>
      ))}
    </>
  );
}

export function PaperDialog({ kind, orderNumbers, onClose }: { kind: PaperKind; orderNumbers: string[]; onClose: () => void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const [pick, setPick] = useState<PickList | null>(null);
  const [slips, setSlips] = useState<PackingSlips | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const loading = useAction();
  const printing = useAction();
  const words = useWords();
  const title = words.formatMessage(kind === 'pick-list' ? messages.pickList : messages.packingSlips);

  const { run } = loading;
  useEffect(() => {
    void run(async () => {
      if (kind === 'pick-list') setPick(await pos().paper.pickList(orderNumbers));
      else setSlips(await pos().paper.packingSlips(orderNumbers));
    });
  }, [kind, orderNumbers, run]);

  const missing = pick?.missing ?? slips?.missing ?? [];
  const ready = pick !== null || slips !== null;
  const empty = (pick && pick.rows.length === 0) || (slips && slips.slips.length === 0);

  return createPortal(
    <dialog
      ref={ref}
      className="dialog paper-dialog paper-print"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {/* The sheet scrolls on screen: it takes the focus so the keyboard scrolls it too. */}
      <div className="paper-sheet" role="region" aria-labelledby={titleId} tabIndex={0} aria-busy={loading.busy}>
        <h2 id={titleId}>{title}</h2>
        {loading.busy && <p role="status">{words.formatMessage(messages.reading)}</p>}
        {loading.error && <ErrorBanner message={loading.error.message} />}
        {missing.length > 0 && (
          <p className="banner banner-warning" role="status">
            {words.formatMessage(messages.notFound, { numbers: missing.join(', ') })}
          </p>
        )}
        {empty && <p className="empty">{words.formatMessage(messages.noneFound)}</p>}
        {pick && pick.rows.length > 0 && <PickListSheet list={pick} />}
        {slips && slips.slips.length > 0 && <PackingSlipSheets slips={slips} />}
      </div>
      <div className="dialog-actions paper-actions">
        {note && (
          <p className="muted small paper-note" role="status">
            {note}
          </p>
        )}
        {printing.error && <p className="field-error">{printing.error.message}</p>}
        <button
          type="button"
          className="btn btn-touch"
          disabled={!ready || !!empty || printing.busy}
          onClick={() => void printing.run(async () => setNote(await printScreen()))}
        >
          {words.formatMessage(messages.print)}
        </button>
        <button
          type="button"
          className="btn btn-touch"
          disabled={!ready || !!empty || printing.busy}
          onClick={() => void printing.run(async () => setNote(await saveScreenAsPdf(`${title} ${new Date().toISOString().slice(0, 10)}`)))}
        >
          {words.formatMessage(messages.pdf)}
        </button>
        <button type="button" className="btn btn-primary btn-touch" onClick={onClose}>
          {words.formatMessage(messages.close)}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
