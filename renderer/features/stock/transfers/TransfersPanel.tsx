/**
 * The Stock screen's Transfers tab: stock sent from one location to another (scanned or typed in,
 * its units leaving the source at once; never more than the source holds), and the transfers on
 * their way received at their destination, with what was short shown. Sending and receiving ask
 * the stock right, or a manager's PIN for that one transfer.
 */
import { unitsKey } from '../../../../shared/stock/stock-approval.js';
import { useEffect, useState } from 'react';
import type { LabelLine } from '../../../../shared/labels/label-lines.js';
import { unitsWords, type StockPlace, type StockTransferView } from '../../../../shared/stock/stock-transfer.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { CodeEntry } from '../receiving/CodeEntry.js';
import { DeliveryLines } from '../receiving/DeliveryLines.js';
import { useScannedLines } from '../receiving/use-scanned-lines.js';
import { TransferList } from './TransferList.js';
import '../../../styles/stock-receiving.css';

const newRequestId = () => crypto.randomUUID();

function PlaceSelect({ id, label, places, value, onChange }: { id: string; label: string; places: StockPlace[]; value: string; onChange(id: string): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {places.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TransfersPanel() {
  const [places, setPlaces] = useState<StockPlace[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reference, setReference] = useState('');
  const [lines, setLines] = useState<LabelLine[]>([]);
  const [requestId, setRequestId] = useState(newRequestId);
  const [transfers, setTransfers] = useState<StockTransferView[]>([]);
  const [said, setSaid] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    void run(async () => {
      const found = await pos().stockReceiving.locations();
      setPlaces(found);
      setFrom(found[0]?.id ?? '');
      setTo(found[1]?.id ?? '');
      setTransfers(await pos().stockTransfers.list());
    });
  }, [run]);

  const add = useScannedLines({ run, setError }, (line) => {
    setSaid(null);
    setLines((now) =>
      now.some((l) => l.variantId === line.variantId)
        ? now.map((l) => (l.variantId === line.variantId ? { ...l, quantity: l.quantity + line.quantity } : l))
        : [...now, line],
    );
  });

  const setQuantity = (variantId: string, quantity: number) =>
    setLines((now) => now.flatMap((l) => (l.variantId !== variantId ? [l] : quantity > 0 ? [{ ...l, quantity }] : [])));
  const send = () =>
    void run(async () => {
      const units = lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
      const sent = await pos().stockTransfers.send({
        requestId,
        sourceId: from,
        destinationId: to,
        reference: reference.trim(),
        lines: units,
        key: await unitsKey(units),
      });
      setSaid(`${sent.number} sent: ${unitsWords(lines)} left ${sent.sourceName} for ${sent.destinationName}.`);
      setLines([]);
      setReference('');
      setRequestId(newRequestId());
      setTransfers(await pos().stockTransfers.list());
    });
  const received = (transfer: StockTransferView) => {
    setTransfers((now) => now.map((t) => (t.number === transfer.number ? transfer : t)));
    setSaid(null);
  };

  return (
    <div className="stock-work">
      <section className="stock-side" aria-labelledby="transfer-send-title">
        <h3 id="transfer-send-title">Send stock</h3>
        <div className="stock-details">
          <PlaceSelect id="transfer-from" label="From" places={places} value={from} onChange={setFrom} />
          <PlaceSelect id="transfer-to" label="To" places={places} value={to} onChange={setTo} />
        </div>
        <div className="field">
          <label htmlFor="transfer-reference">Reference (optional)</label>
          <input id="transfer-reference" value={reference} maxLength={80} autoComplete="off" onChange={(e) => setReference(e.target.value)} />
        </div>
        <CodeEntry id="transfer" busy={busy} onAdd={add} />
        <DeliveryLines label="Transfer lines" lines={lines} empty="Scan or type what goes." onQuantity={setQuantity} />
        {error && (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        )}
        {said && <p role="status">{said}</p>}
        <div className="stock-actions">
          <span className="muted">{unitsWords(lines)}</span>
          <button type="button" className="btn btn-primary" disabled={busy || lines.length === 0 || !from || !to || from === to} onClick={send}>
            Send transfer
          </button>
        </div>
      </section>
      <section className="stock-main" aria-labelledby="transfer-list-title">
        <h3 id="transfer-list-title">Transfers</h3>
        <TransferList transfers={transfers} onReceived={received} />
      </section>
    </div>
  );
}
