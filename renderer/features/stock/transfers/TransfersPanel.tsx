/**
 * The Stock screen's Transfers tab: stock sent from one location to another (scanned or typed in,
 * kept by the till as it is drafted, its units leaving the source at once when sent; never more
 * than the source holds), and the transfers on their way received at their destination, with what
 * was short shown. Sending and receiving ask the stock right, or a manager's PIN for that one transfer.
 */
import { unitsKey } from '../../../../shared/stock/stock-approval.js';
import { useEffect, useState } from 'react';
import { unitsWords, type StockPlace, type StockTransferView } from '../../../../shared/stock/stock-transfer.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { useAction } from '../../../ui/use-action.js';
import { CodeEntry } from '../receiving/CodeEntry.js';
import { DeliveryLines } from '../receiving/DeliveryLines.js';
import { useScannedLines } from '../receiving/use-scanned-lines.js';
import { TransferList } from './TransferList.js';
import { useDraftKeptOnLeaving, useTransferDraft } from './transfer-draft.js';
import '../../../styles/stock-receiving.css';

const messages = defineMessages({
  sent: { id: 'stock.transfers.sent', defaultMessage: '{number} sent: {units} left {source} for {destination}.' },
  sendStock: { id: 'stock.transfers.sendStock', defaultMessage: 'Send stock' },
  from: { id: 'stock.transfers.from', defaultMessage: 'From' },
  to: { id: 'stock.transfers.to', defaultMessage: 'To' },
  reference: { id: 'stock.transfers.reference', defaultMessage: 'Reference (optional)' },
  lines: { id: 'stock.transfers.lines', defaultMessage: 'Transfer lines' },
  empty: { id: 'stock.transfers.empty', defaultMessage: 'Scan or type what goes.' },
  send: { id: 'stock.transfers.send', defaultMessage: 'Send transfer' },
  list: { id: 'stock.transfers.list', defaultMessage: 'Transfers' },
});

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
  const draft = useTransferDraft((s) => s.draft);
  const draftError = useTransferDraft((s) => s.error);
  const loadDraft = useTransferDraft((s) => s.load);
  const change = useTransferDraft((s) => s.change);
  const [transfers, setTransfers] = useState<StockTransferView[]>([]);
  const [said, setSaid] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();
  const words = useWords();
  const from = draft?.sourceId ?? '';
  const to = draft?.destinationId ?? '';
  const lines = draft?.lines ?? [];
  useDraftKeptOnLeaving();

  useEffect(() => {
    void run(async () => {
      await loadDraft();
      const found = await pos().stockReceiving.locations();
      setPlaces(found);
      // A new draft goes from the store's own location to the next one.
      if (useTransferDraft.getState().draft?.sourceId === '') change({ sourceId: found[0]?.id ?? '', destinationId: found[1]?.id ?? '' });
      setTransfers(await pos().stockTransfers.list());
    });
  }, [run, loadDraft, change]);

  const add = useScannedLines({ run, setError }, (line) => {
    setSaid(null);
    const now = useTransferDraft.getState().draft?.lines ?? [];
    change({
      lines: now.some((l) => l.variantId === line.variantId)
        ? now.map((l) => (l.variantId === line.variantId ? { ...l, quantity: l.quantity + line.quantity } : l))
        : [...now, line],
    });
  });

  const setQuantity = (variantId: string, quantity: number) =>
    change({ lines: lines.flatMap((l) => (l.variantId !== variantId ? [l] : quantity > 0 ? [{ ...l, quantity }] : [])) });
  const send = () =>
    void run(async () => {
      // The till has the draft as sent before the send (and nothing of it comes after: the draft starts again).
      await useTransferDraft.getState().keepNow();
      const sending = useTransferDraft.getState().draft;
      if (!sending) return;
      const units = sending.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
      const sent = await pos().stockTransfers.send({
        requestId: sending.requestId,
        sourceId: sending.sourceId,
        destinationId: sending.destinationId,
        reference: sending.reference.trim(),
        lines: units,
        key: await unitsKey(units),
      });
      setSaid(
        words.formatMessage(messages.sent, {
          number: sent.number,
          units: unitsWords(sending.lines),
          source: sent.sourceName,
          destination: sent.destinationName,
        }),
      );
      useTransferDraft.getState().forgetWaiting();
      await loadDraft();
      setTransfers(await pos().stockTransfers.list());
    });
  const received = (transfer: StockTransferView) => {
    setTransfers((now) => now.map((t) => (t.number === transfer.number ? transfer : t)));
    setSaid(null);
  };
  const shownError = error?.message ?? draftError;

  return (
    <div className="stock-work">
      <section className="stock-side" aria-labelledby="transfer-send-title">
        <h3 id="transfer-send-title">{words.formatMessage(messages.sendStock)}</h3>
        <div className="stock-details">
          <PlaceSelect id="transfer-from" label={words.formatMessage(messages.from)} places={places} value={from} onChange={(id) => change({ sourceId: id })} />
          <PlaceSelect id="transfer-to" label={words.formatMessage(messages.to)} places={places} value={to} onChange={(id) => change({ destinationId: id })} />
        </div>
        <div className="field">
          <label htmlFor="transfer-reference">{words.formatMessage(messages.reference)}</label>
          <input
            id="transfer-reference"
            value={draft?.reference ?? ''}
            maxLength={80}
            autoComplete="off"
            onChange={(e) => change({ reference: e.target.value })}
          />
        </div>
        <CodeEntry id="transfer" busy={busy} onAdd={add} />
        <DeliveryLines label={words.formatMessage(messages.lines)} lines={lines} empty={words.formatMessage(messages.empty)} onQuantity={setQuantity} />
        {shownError && (
          <p className="field-error" role="alert">
            {shownError}
          </p>
        )}
        {said && <p role="status">{said}</p>}
        <div className="stock-actions">
          <span className="muted">{unitsWords(lines)}</span>
          <button type="button" className="btn btn-primary" disabled={busy || !draft || lines.length === 0 || !from || !to || from === to} onClick={send}>
            {words.formatMessage(messages.send)}
          </button>
        </div>
      </section>
      <section className="stock-main" aria-labelledby="transfer-list-title">
        <h3 id="transfer-list-title">{words.formatMessage(messages.list)}</h3>
        <TransferList transfers={transfers} onReceived={received} />
      </section>
    </div>
  );
}
