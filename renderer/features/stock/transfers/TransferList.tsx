/**
 * The transfers between locations, newest first: where from and to, how many, on its way or
 * received with what was short. A transfer on its way is received here: the units counted in per
 * line (what was sent, until changed); fewer is the transfer's difference, more is refused.
 */
import { unitsKey } from '../../../../shared/stock/stock-approval.js';
import { useState } from 'react';
import { transferStateWords, unitsOf, type StockTransferView } from '../../../../shared/stock/stock-transfer.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';

function ReceiveTransferForm({ transfer, onDone }: { transfer: StockTransferView; onDone(received: StockTransferView | null): void }) {
  const [counted, setCounted] = useState(() => new Map(transfer.lines.map((l) => [l.variantId, String(l.quantity)])));
  const { busy, error, run } = useAction();
  const confirm = () =>
    void run(async () => {
      const units = transfer.lines.map((l) => ({ variantId: l.variantId, quantity: Math.round(Number(counted.get(l.variantId) || 0)) }));
      onDone(await pos().stockTransfers.receive(transfer.number, units, await unitsKey(units)));
    });
  return (
    <div className="stock-transfer-receive" aria-label={`Receive ${transfer.number}`} role="group">
      {transfer.lines.map((line) => (
        <label key={line.variantId} className="stock-line">
          <span className="stock-line-name">
            {line.sku} <span className="muted">sent {line.quantity}</span>
          </span>
          <input
            className="input stock-count-input"
            inputMode="numeric"
            aria-label={`Counted in of ${line.sku}`}
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
          Cancel
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={confirm}>
          Confirm received
        </button>
      </div>
    </div>
  );
}

export function TransferList({ transfers, onReceived }: { transfers: StockTransferView[]; onReceived(transfer: StockTransferView): void }) {
  const [receiving, setReceiving] = useState<string | null>(null);
  return (
    <ul className="stock-lines" aria-label="Transfers">
      {transfers.length === 0 && <li className="muted stock-lines-empty">No transfers yet.</li>}
      {transfers.map((t) => (
        <li key={t.number} className="stock-transfer">
          <div className="stock-line">
            <span className="stock-line-name">
              <strong>{t.number}</strong> {t.sourceName} → {t.destinationName}
              <span className="muted">
                {' '}
                · {unitsOf(t.lines)} sent{t.reference !== t.number ? ` · ${t.reference}` : ''}
              </span>
            </span>
            <span className={t.state === 'sent' ? 'stock-state-sent' : 'stock-state-received'}>{transferStateWords(t)}</span>
            {t.state === 'sent' && receiving !== t.number && (
              <button type="button" className="btn" onClick={() => setReceiving(t.number)}>
                Receive {t.number}
              </button>
            )}
          </div>
          {t.state === 'received' &&
            t.lines
              .filter((l) => (l.difference ?? 0) !== 0)
              .map((l) => (
                <p key={l.variantId} className="stock-difference">
                  {l.sku}: {l.receivedQuantity} of {l.quantity} arrived, {-(l.difference ?? 0)} short
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
