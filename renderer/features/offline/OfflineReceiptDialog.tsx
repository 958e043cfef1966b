/**
 * The customer's receipt of an offline sale, reprinted: what was rung and paid at the counter,
 * and, once the store has placed it, its order number and any difference in what the store
 * charged. A native modal dialog: Escape closes, the focus goes back to what opened it.
 */
import { useId } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import { differenceWords, priceRuleWords, standingWords } from '../orders/offline-words.js';
import { offlineLineView } from '../../ui/words/line-views.js';
import { offlineSaleTotalsRows } from '../../ui/words/totals-rows.js';
import { LineItems } from '../../ui/LineItems.js';
import { Totals } from '../../ui/Totals.js';
import { useApp } from '../../shell/app.js';
import { dateTime } from '../../ui/words/format-time.js';

export function OfflineReceiptDialog({ sale, onClose }: { sale: OfflineSaleView; onClose(): void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const storeName = useApp((s) => s.info?.storeName ?? null);

  return (
    <dialog
      ref={ref}
      className="dialog offline-receipt-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="offline-receipt">
        <h2 id={titleId}>Receipt of offline sale {sale.ref}</h2>
        {storeName && <p className="offline-receipt-store">{storeName}</p>}
        <p className="muted">
          {dateTime(sale.takenAt)}
          {sale.staff ? ` · Served by ${sale.staff.name}` : ''}
        </p>
        <p className="offline-receipt-order">
          {sale.orderNumber ? `Order ${sale.orderNumber}` : 'Order number to follow'}
          <span className="muted"> · {standingWords(sale)}</span>
        </p>
        <LineItems
          look="detail"
          caption="Items"
          lines={sale.lines.map((l) => offlineLineView(l, sale.currency))}
          columns={['quantity', 'unitPrice', 'amount']}
        />
        <Totals rows={offlineSaleTotalsRows(sale)} />
        {(sale.differences.length > 0 || sale.adjustment) && (
          <ul className="offline-differences">
            {sale.adjustment && <li>{priceRuleWords(sale)}</li>}
            {sale.differences.map((d, i) => (
              <li key={i}>{differenceWords(d, sale.currency)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="dialog-actions receipt-actions">
        <button type="button" className="btn" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
