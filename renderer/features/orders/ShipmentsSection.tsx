/**
 * An order's shipments as a section of its detail: each by its number, its facts (method, where
 * from, back-ordered, tracking number) and its state, with a link to follow it where the carrier
 * has one (https only: the system browser opens nothing else), or "No shipments." The till's order
 * detail and the orders board's share it.
 */
import type { ReactNode } from 'react';
import { isSafeExternalUrl } from '../../../shared/external-urls.js';
import { DetailListSection } from './DetailListSection.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'orders.shipments.title', defaultMessage: 'Shipments' },
  none: { id: 'orders.shipments.none', defaultMessage: 'No shipments.' },
  track: { id: 'orders.shipments.track', defaultMessage: 'Track shipment {number}<hidden> (opens in your browser)</hidden>' },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

interface ShipmentRow {
  id: string;
  number: string;
  /** The shipment's facts in words, in the order they are said. */
  facts: readonly string[];
  trackingUrl?: string | null;
  state: string | null;
}

export function ShipmentsSection({ shipments, titleId }: { shipments: readonly ShipmentRow[]; titleId: string }) {
  const words = useWords();
  return (
    <DetailListSection
      title={words.formatMessage(messages.title)}
      titleId={titleId}
      empty={words.formatMessage(messages.none)}
      rows={shipments.map((s) => ({
        key: s.id,
        main: (
          <>
            <strong>{s.number}</strong>
            <span className="muted">{s.facts.map((f) => ` · ${f}`).join('')}</span>
            {s.trackingUrl && isSafeExternalUrl(s.trackingUrl) && (
              <>
                <br />
                <a href={s.trackingUrl} target="_blank" rel="noreferrer">
                  {words.formatMessage(messages.track, { number: s.number, hidden })}
                </a>
              </>
            )}
          </>
        ),
        side: <StatusBadge value={s.state} />,
      }))}
    />
  );
}
