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

export type PaperKind = 'pick-list' | 'packing-slips';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function PickListSheet({ list }: { list: PickList }) {
  return (
    <>
      <p className="paper-meta">
        {plural(list.orderNumbers.length, 'order')}: {list.orderNumbers.join(', ')} · {plural(list.totalUnits, 'unit')} to pick
      </p>
      <LineItems
        look="paper"
        caption="Lines to pick, by product and variant"
        itemHeading="Product"
        lines={list.rows.map(pickListLineView)}
        columns={list.hasLocations ? ['sku', 'location', 'quantity', 'orders'] : ['sku', 'quantity', 'orders']}
      />
      {!list.hasLocations && <p className="muted small">The store names no stock location for these lines.</p>}
    </>
  );
}

function PackingSlipSheets({ slips }: { slips: PackingSlips }) {
  return (
    <>
      {slips.slips.map((slip) => (
        <section key={slip.number} className="packing-slip" aria-labelledby={`slip-${slip.number}`}>
          <h3 id={`slip-${slip.number}`}>Order {slip.number}</h3>
          <div className="packing-slip-head">
            {slip.pickup ? (
              <div>
                <h4>Picked up in store</h4>
                <p>{slip.customer ?? slip.email ?? 'Walk-in customer'}</p>
              </div>
            ) : (
              <div>
                <h4>Ship to</h4>
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
                  <p>No shipping address</p>
                )}
              </div>
            )}
            <dl className="packing-slip-facts">
              {slip.completedAt && (
                <>
                  <dt>Placed</dt>
                  <dd>{dateOf(slip.completedAt)}</dd>
                </>
              )}
              {slip.shippingMethod && (
                <>
                  <dt>Shipping</dt>
                  <dd>{slip.shippingMethod}</dd>
                </>
              )}
              {slip.email && (
                <>
                  <dt>Email</dt>
                  <dd>{slip.email}</dd>
                </>
              )}
            </dl>
          </div>
          <LineItems look="paper" caption={`Items in order ${slip.number}`} lines={slip.lines.map(packingSlipLineView)} columns={['sku', 'quantity']} />
          <p className="paper-meta">{plural(slip.totalUnits, 'item')} in this parcel.</p>
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
  const title = kind === 'pick-list' ? 'Pick list' : 'Packing slips';

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
        {loading.busy && <p role="status">Reading the orders from the store…</p>}
        {loading.error && <ErrorBanner message={loading.error.message} />}
        {missing.length > 0 && (
          <p className="banner banner-warning" role="status">
            Not found at the store: {missing.join(', ')}.
          </p>
        )}
        {empty && <p className="empty">None of these orders is at the store.</p>}
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
          Print
        </button>
        <button
          type="button"
          className="btn btn-touch"
          disabled={!ready || !!empty || printing.busy}
          onClick={() => void printing.run(async () => setNote(await saveScreenAsPdf(`${title} ${new Date().toISOString().slice(0, 10)}`)))}
        >
          Save as PDF
        </button>
        <button type="button" className="btn btn-primary btn-touch" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
