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
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { useAction } from '../../../ui/use-action.js';
import { CodeEntry } from './CodeEntry.js';
import { DeliveryLines } from './DeliveryLines.js';
import { DeliveryReceivedView } from './DeliveryReceivedView.js';
import { useScannedLines } from './use-scanned-lines.js';
import '../../../styles/stock-receiving.css';

const messages = defineMessages({
  receivedAt: { id: 'stock.receive.receivedAt', defaultMessage: 'Received at' },
  thisTillNamed: { id: 'stock.receive.thisTillNamed', defaultMessage: '{name} (this till)' },
  thisTill: { id: 'stock.receive.thisTill', defaultMessage: 'This till’s location' },
  reason: { id: 'stock.receive.reason', defaultMessage: 'Reason' },
  reference: { id: 'stock.receive.reference', defaultMessage: 'Delivery note or PO number' },
  opening: { id: 'stock.receive.opening', defaultMessage: 'Opening the delivery…' },
  delivery: { id: 'stock.receive.delivery', defaultMessage: 'Delivery' },
  arrived: { id: 'stock.receive.arrived', defaultMessage: 'What arrived' },
  lines: { id: 'stock.receive.lines', defaultMessage: 'Delivery lines' },
  empty: { id: 'stock.receive.empty', defaultMessage: 'Scan each item as it comes out of the box, or type its code and how many.' },
  discard: { id: 'stock.receive.discard', defaultMessage: 'Discard' },
  receive: { id: 'stock.receive.receive', defaultMessage: 'Receive delivery' },
});

/** The delivery's reasons as the clerk reads them (the store is sent the English, as before). */
const reasonWords = defineMessages<(typeof DELIVERY_REASONS)[number]>({
  'Supplier delivery': { id: 'stock.receive.reasonSupplier', defaultMessage: 'Supplier delivery' },
  'Customer order': { id: 'stock.receive.reasonCustomerOrder', defaultMessage: 'Customer order' },
  'Returned from repair': { id: 'stock.receive.reasonRepair', defaultMessage: 'Returned from repair' },
  Other: { id: 'stock.receive.reasonOther', defaultMessage: 'Other' },
});

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
  const words = useWords();
  return (
    <div className="stock-details">
      <div className="field">
        <label htmlFor="delivery-location">{words.formatMessage(messages.receivedAt)}</label>
        <select id="delivery-location" value={draft.locationId ?? ''} onChange={(e) => onChange({ ...draft, reference, locationId: e.target.value || null })}>
          <option value="">{own ? words.formatMessage(messages.thisTillNamed, { name: own.name }) : words.formatMessage(messages.thisTill)}</option>
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
        <label htmlFor="delivery-reason">{words.formatMessage(messages.reason)}</label>
        <select id="delivery-reason" value={draft.reason} onChange={(e) => onChange({ ...draft, reference, reason: e.target.value })}>
          {DELIVERY_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {words.formatMessage(reasonWords[reason])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="delivery-reference">{words.formatMessage(messages.reference)}</label>
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
  const words = useWords();

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
  if (!draft) return <p role="status">{error ? error.message : words.formatMessage(messages.opening)}</p>;

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
        <h3 id="delivery-title">{words.formatMessage(messages.delivery)}</h3>
        <DeliveryDetailsFields draft={draft} places={places} reference={typedReference} setReference={setReference} onChange={change} />
        <CodeEntry id="delivery" busy={busy} onAdd={add} />
      </section>
      <section className="stock-main" aria-labelledby="delivery-lines-title">
        <h3 id="delivery-lines-title">{words.formatMessage(messages.arrived)}</h3>
        <DeliveryLines
          label={words.formatMessage(messages.lines)}
          lines={draft.lines}
          empty={words.formatMessage(messages.empty)}
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
            {words.formatMessage(messages.discard)}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || draft.lines.length === 0 || !reference} onClick={receive}>
            {words.formatMessage(messages.receive)}
          </button>
        </div>
      </section>
    </div>
  );
}
