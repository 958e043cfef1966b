/**
 * The transfers between locations, newest first: where from and to, how many, on its way or
 * received with what was short. A transfer on its way is received here: the units counted in per
 * line (what was sent, until changed); fewer is the transfer's difference, more is refused.
 */
import { unitsKey } from '../../../../shared/stock/stock-approval.js';
import { useState } from 'react';
import { transferStateWords, unitsOf, type StockTransferView } from '../../../../shared/stock/stock-transfer.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { useAction } from '../../../ui/use-action.js';
import { ltrTag } from '../ltr-tag.js';

const messages = defineMessages({
  receiveGroup: { id: 'stock.transferList.receiveGroup', defaultMessage: 'Receive {number}' },
  sent: { id: 'stock.transferList.sent', defaultMessage: 'sent {quantity}' },
  countedIn: { id: 'stock.transferList.countedIn', defaultMessage: 'Counted in of {sku}' },
  cancel: { id: 'stock.transferList.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'stock.transferList.confirm', defaultMessage: 'Confirm received' },
  list: { id: 'stock.transferList.list', defaultMessage: 'Transfers' },
  none: { id: 'stock.transferList.none', defaultMessage: 'No transfers yet.' },
  unitsSent: { id: 'stock.transferList.unitsSent', defaultMessage: '{units} sent' },
  receive: { id: 'stock.transferList.receive', defaultMessage: 'Receive {number}' },
  short: { id: 'stock.transferList.short', defaultMessage: '<ltr>{sku}</ltr>: {received} of {quantity} arrived, {short} short' },
});

function ReceiveTransferForm({ transfer, onDone }: { transfer: StockTransferView; onDone(received: StockTransferView | null): void }) {
  const [counted, setCounted] = useState(() => new Map(transfer.lines.map((l) => [l.variantId, String(l.quantity)])));
  const { busy, error, run } = useAction();
  const words = useWords();
  const confirm = () =>
    void run(async () => {
      const units = transfer.lines.map((l) => ({ variantId: l.variantId, quantity: Math.round(Number(counted.get(l.variantId) || 0)) }));
      onDone(await pos().stockTransfers.receive(transfer.number, units, await unitsKey(units)));
    });
  return (
    <div className="stock-transfer-receive" aria-label={words.formatMessage(messages.receiveGroup, { number: transfer.number })} role="group">
      {transfer.lines.map((line) => (
        <label key={line.variantId} className="stock-line">
          <span className="stock-line-name">
            <bdi dir="ltr">{line.sku}</bdi> <span className="muted">{words.formatMessage(messages.sent, { quantity: line.quantity })}</span>
          </span>
          <input
            className="input stock-count-input"
            inputMode="numeric"
            aria-label={words.formatMessage(messages.countedIn, { sku: line.sku })}
            value={counted.get(line.variantId) ?? ''}
            onChange={(e) => setCounted(new Map(counted).set(line.variantId, e.target.value.replace(/\D/g, '')))}
          />
        </label>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
      <div className="stock-actions">
        <button type="button" className="btn" onClick={() => onDone(null)}>
          {words.formatMessage(messages.cancel)}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={confirm}>
          {words.formatMessage(messages.confirm)}
        </button>
      </div>
    </div>
  );
}

export function TransferList({ transfers, onReceived }: { transfers: StockTransferView[]; onReceived(transfer: StockTransferView): void }) {
  const [receiving, setReceiving] = useState<string | null>(null);
  const words = useWords();
  return (
    <ul className="stock-lines" aria-label={words.formatMessage(messages.list)}>
      {transfers.length === 0 && <li className="muted stock-lines-empty">{words.formatMessage(messages.none)}</li>}
      {transfers.map((t) => (
        <li key={t.number} className="stock-transfer">
          <div className="stock-line">
            <span className="stock-line-name">
              <strong dir="ltr">{t.number}</strong> {t.sourceName} → {t.destinationName}
              <span className="muted">
                {' '}
                · {words.formatMessage(messages.unitsSent, { units: unitsOf(t.lines) })}
                {t.reference !== t.number && (
                  <>
                    {' '}
                    · <bdi dir="ltr">{t.reference}</bdi>
                  </>
                )}
              </span>
            </span>
            <span className={t.state === 'sent' ? 'stock-state-sent' : 'stock-state-received'}>{transferStateWords(t)}</span>
            {t.state === 'sent' && receiving !== t.number && (
              <button type="button" className="btn" onClick={() => setReceiving(t.number)}>
                {words.formatMessage(messages.receive, { number: t.number })}
              </button>
            )}
          </div>
          {t.state === 'received' &&
            t.lines
              .filter((l) => (l.difference ?? 0) !== 0)
              .map((l) => (
                <p key={l.variantId} className="stock-difference">
                  {words.formatMessage(messages.short, {
                    sku: l.sku,
                    received: l.receivedQuantity ?? 0,
                    quantity: l.quantity,
                    short: -(l.difference ?? 0),
                    ...ltrTag,
                  })}
                </p>
              ))}
          {receiving === t.number && (
            <ReceiveTransferForm
              transfer={t}
              onDone={(received) => {
                setReceiving(null);
                if (received) onReceived(received);
              }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
