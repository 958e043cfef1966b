/**
 * A delivery just received: what arrived and where, and its labels: queued for the Labels screen
 * (which opens), or printed at once as thermal labels on the receipt printer.
 */
import { useState } from 'react';
import type { DeliveryReceived } from '../../../../shared/stock/receiving-calls.js';
import { unitsWords } from '../../../../shared/stock/stock-transfer.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { sayComposed } from '../../../../shared/staff/composed-words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { useApp } from '../../../shell/app.js';
import { useAction } from '../../../ui/use-action.js';
import { queueLabels } from '../../labels/label-queue.js';
import { ltrTag } from '../ltr-tag.js';

const messages = defineMessages({
  printing: { id: 'stock.deliveryReceived.printing', defaultMessage: 'The labels are printing.' },
  title: { id: 'stock.deliveryReceived.title', defaultMessage: 'Delivery <ltr>{reference}</ltr> received (<ltr>{number}</ltr>)' },
  addedNow: { id: 'stock.deliveryReceived.addedNow', defaultMessage: '{units} added at {location}.' },
  addedEarlier: {
    id: 'stock.deliveryReceived.addedEarlier',
    defaultMessage: '{units} added at {location}: the store had it already from the try whose answer was lost, so it was received once.',
  },
  arrived: { id: 'stock.deliveryReceived.arrived', defaultMessage: 'What arrived' },
  next: { id: 'stock.deliveryReceived.next', defaultMessage: 'Next delivery' },
  printNow: { id: 'stock.deliveryReceived.printNow', defaultMessage: 'Print thermal labels now' },
  toLabels: { id: 'stock.deliveryReceived.toLabels', defaultMessage: 'Print labels for what arrived' },
});

export function DeliveryReceivedView({ received, onNext }: { received: DeliveryReceived; onNext(): void }) {
  const { transfer, lines } = received;
  const { busy, error, run } = useAction();
  const [printed, setPrinted] = useState<string | null>(null);
  const words = useWords();
  const labels = lines.map((line) => ({ ...line, quantity: Math.min(100, line.quantity) }));
  const toLabels = () => {
    queueLabels(labels);
    useApp.getState().go('labels');
  };
  const printNow = () =>
    void run(async () => {
      const outcome = await pos().labels.print(labels, '2.25x1.25in');
      setPrinted(outcome.ok ? words.formatMessage(messages.printing) : sayComposed(outcome.words));
    });
  return (
    <section className="stock-received" aria-labelledby="delivery-received-title">
      <h3 id="delivery-received-title">{words.formatMessage(messages.title, { reference: transfer.reference, number: transfer.number, ...ltrTag })}</h3>
      <p role="status">
        {words.formatMessage(received.sentNow ? messages.addedNow : messages.addedEarlier, { units: unitsWords(lines), location: transfer.destinationName })}
      </p>
      <ul className="stock-lines" aria-label={words.formatMessage(messages.arrived)}>
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
          {words.formatMessage(messages.next)}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={printNow}>
          {words.formatMessage(messages.printNow)}
        </button>
        <button type="button" className="btn btn-primary" onClick={toLabels}>
          {words.formatMessage(messages.toLabels)}
        </button>
      </div>
    </section>
  );
}
