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
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { ltr } from '../orders/left-to-right.js';

const messages = defineMessages({
  title: { id: 'offline.receipt.title', defaultMessage: 'Receipt of offline sale <ltr>{ref}</ltr>' },
  servedBy: { id: 'offline.receipt.servedBy', defaultMessage: '· Served by {name}' },
  order: { id: 'offline.receipt.order', defaultMessage: 'Order <ltr>{order}</ltr>' },
  orderToFollow: { id: 'offline.receipt.orderToFollow', defaultMessage: 'Order number to follow' },
  items: { id: 'offline.receipt.items', defaultMessage: 'Items' },
  print: { id: 'offline.receipt.print', defaultMessage: 'Print' },
  close: { id: 'offline.receipt.close', defaultMessage: 'Close' },
});

export function OfflineReceiptDialog({ sale, onClose }: { sale: OfflineSaleView; onClose(): void }) {
  const ref = useModalDialog();
  const words = useWords();
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
        <h2 id={titleId}>{words.formatMessage(messages.title, { ref: sale.ref, ltr })}</h2>
        {storeName && <p className="offline-receipt-store">{storeName}</p>}
        <p className="muted">
          {dateTime(sale.takenAt)}
          {sale.staff ? <> {words.formatMessage(messages.servedBy, { name: sale.staff.name })}</> : ''}
        </p>
        <p className="offline-receipt-order">
          {sale.orderNumber ? words.formatMessage(messages.order, { order: sale.orderNumber, ltr }) : words.formatMessage(messages.orderToFollow)}
          <span className="muted"> · {standingWords(sale)}</span>
        </p>
        <LineItems
          look="detail"
          caption={words.formatMessage(messages.items)}
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
          {words.formatMessage(messages.print)}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {words.formatMessage(messages.close)}
        </button>
      </div>
    </dialog>
  );
}
