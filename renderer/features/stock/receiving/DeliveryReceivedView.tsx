/**
 * A delivery just received: what arrived and where, and its labels: queued for the Labels screen
 * (which opens), or printed at once as thermal labels on the receipt printer.
 */
import { useState } from 'react';
import type { DeliveryReceived } from '../../../../shared/stock/receiving-calls.js';
import { unitsWords } from '../../../../shared/stock/stock-transfer.js';
import { pos } from '../../../bridge/pos.js';
import { useApp } from '../../../shell/app.js';
import { useAction } from '../../../ui/use-action.js';
import { queueLabels } from '../../labels/label-queue.js';

export function DeliveryReceivedView({ received, onNext }: { received: DeliveryReceived; onNext(): void }) {
  const { transfer, lines } = received;
  const { busy, error, run } = useAction();
  const [printed, setPrinted] = useState<string | null>(null);
  const labels = lines.map((line) => ({ ...line, quantity: Math.min(100, line.quantity) }));
  const toLabels = () => {
    queueLabels(labels);
    useApp.getState().go('labels');
  };
  const printNow = () =>
    void run(async () => {
      const outcome = await pos().labels.print(labels, '2.25x1.25in');
      setPrinted(outcome.ok ? 'The labels are printing.' : outcome.words);
    });
  return (
    <section className="stock-received" aria-labelledby="delivery-received-title">
      <h3 id="delivery-received-title">
        Delivery {transfer.reference} received ({transfer.number})
      </h3>
      <p role="status">
        {unitsWords(lines)} added at {transfer.destinationName}
        {received.sentNow ? '.' : ': the store had it already from the try whose answer was lost, so it was received once.'}
      </p>
      <ul className="stock-lines" aria-label="What arrived">
        {lines.map((line) => (
          <li key={line.variantId} className="stock-line">
            <span className="stock-line-name">{line.name}</span>
            <span>+{line.quantity}</span>
          </li>
        ))}
      </ul>
      {error && <p className="field-error">{error.message}</p>}
      {printed && <p role="status">{printed}</p>}
      <div className="stock-actions">
        <button type="button" className="btn" onClick={onNext}>
          Next delivery
        </button>
        <button type="button" className="btn" disabled={busy} onClick={printNow}>
          Print thermal labels now
        </button>
        <button type="button" className="btn btn-primary" onClick={toLabels}>
          Print labels for what arrived
        </button>
      </div>
    </section>
  );
}
