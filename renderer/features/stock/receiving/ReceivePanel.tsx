/**
 * The Stock screen's Receive tab: a delivery scanned in (each scan one unit) or typed (a code and
 * how many), kept by the till on disk as it comes; where it is received (this till's location, or
 * the warehouse), why, and the supplier's reference (required). Receive delivery asks the stock
 * right, or a manager's PIN for that one delivery; then its labels are a press away.
 */
import { unitsKey } from '../../../../shared/stock/stock-approval.js';
import { useEffect, useState } from 'react';
import { DELIVERY_REASONS, type DeliveryDraft, type DeliveryReceived } from '../../../../shared/stock/receiving-calls.js';
import { unitsWords, type StockPlace } from '../../../../shared/stock/stock-transfer.js';
import { pos } from '../../../bridge/pos.js';
import { useAction } from '../../../ui/use-action.js';
import { CodeEntry } from './CodeEntry.js';
import { DeliveryLines } from './DeliveryLines.js';
import { DeliveryReceivedView } from './DeliveryReceivedView.js';
import { useScannedLines } from './use-scanned-lines.js';
import '../../../styles/stock-receiving.css';

interface DetailsProps {
  draft: DeliveryDraft;
  places: StockPlace[];
  /** The reference as typed (kept with the delivery when the field is left). */
  reference: string;
  setReference(reference: string): void;
  onChange(next: DeliveryDraft): void;
}

function DeliveryDetailsFields({ draft, places, reference, setReference, onChange }: DetailsProps) {
  const own = places.find((p) => p.isDefault);
  return (
    <div className="stock-details">
      <div className="field">
        <label htmlFor="delivery-location">Received at</label>
        <select id="delivery-location" value={draft.locationId ?? ''} onChange={(e) => onChange({ ...draft, reference, locationId: e.target.value || null })}>
          <option value="">{own ? `${own.name} (this till)` : 'This till’s location'}</option>
          {places
            .filter((p) => !p.isDefault)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="delivery-reason">Reason</label>
        <select id="delivery-reason" value={draft.reason} onChange={(e) => onChange({ ...draft, reference, reason: e.target.value })}>
          {DELIVERY_REASONS.map((reason) => (
            <option key={reason}>{reason}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="delivery-reference">Delivery note or PO number</label>
        <input
          id="delivery-reference"
          value={reference}
          required
          maxLength={80}
          autoComplete="off"
          onChange={(e) => setReference(e.target.value)}
          onBlur={() => reference !== draft.reference && onChange({ ...draft, reference })}
        />
      </div>
    </div>
  );
}

export function ReceivePanel() {
  const [draft, setDraft] = useState<DeliveryDraft | null>(null);
  const [places, setPlaces] = useState<StockPlace[]>([]);
  const [received, setReceived] = useState<DeliveryReceived | null>(null);
  const [typedReference, setReference] = useState('');
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    void run(async () => {
      const kept = await pos().stockReceiving.draft();
      setDraft(kept);
      setReference(kept.reference);
      setPlaces(await pos().stockReceiving.locations());
    });
  }, [run]);

  const add = useScannedLines({ run, setError }, async (line) => {
    setReceived(null);
    setDraft(await pos().stockReceiving.addLine(line));
  });

  if (received) return <DeliveryReceivedView received={received} onNext={() => setReceived(null)} />;
  if (!draft) return <p role="status">{error ? error.message : 'Opening the delivery…'}</p>;

  const change = (next: DeliveryDraft) =>
    void run(async () => setDraft(await pos().stockReceiving.setDetails({ locationId: next.locationId, reason: next.reason, reference: next.reference })));
  const reference = typedReference.trim();
  const receive = () =>
    void run(async () => {
      // The key of the lines shown: an approval covers this delivery as the manager saw it.
      const done = await pos().stockReceiving.receive(reference, await unitsKey(draft.lines));
      setReceived(done);
      setDraft(await pos().stockReceiving.draft());
      setReference('');
    });

  return (
    <div className="stock-work">
      <section className="stock-side" aria-labelledby="delivery-title">
        <h3 id="delivery-title">Delivery</h3>
        <DeliveryDetailsFields draft={draft} places={places} reference={typedReference} setReference={setReference} onChange={change} />
        <CodeEntry id="delivery" busy={busy} onAdd={add} />
      </section>
      <section className="stock-main" aria-labelledby="delivery-lines-title">
        <h3 id="delivery-lines-title">What arrived</h3>
        <DeliveryLines
          label="Delivery lines"
          lines={draft.lines}
          empty="Scan each item as it comes out of the box, or type its code and how many."
          onQuantity={(variantId, quantity) => void run(async () => setDraft(await pos().stockReceiving.setQuantity(variantId, Math.max(0, quantity))))}
        />
        {error && (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        )}
        <div className="stock-actions">
          <span className="muted">{unitsWords(draft.lines)}</span>
          <button
            type="button"
            className="btn"
            disabled={busy || draft.lines.length === 0}
            onClick={() =>
              void run(async () => {
                setDraft(await pos().stockReceiving.discard());
                setReference('');
              })
            }
          >
            Discard
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || draft.lines.length === 0 || !reference} onClick={receive}>
            Receive delivery
          </button>
        </div>
      </section>
    </div>
  );
}
