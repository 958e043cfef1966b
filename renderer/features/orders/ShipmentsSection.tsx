/**
 * An order's shipments as a section of its detail: each by its number, its facts (method, where
 * from, back-ordered, tracking number) and its state, with a link to follow it where the carrier
 * has one (https only: the system browser opens nothing else), or "No shipments." The till's order
 * detail and the orders board's share it.
 */
import { isSafeExternalUrl } from '../../../shared/external-urls.js';
import { DetailListSection } from './DetailListSection.js';
import { StatusBadge } from '../../ui/StatusBadge.js';

interface ShipmentRow {
  id: string;
  number: string;
  /** The shipment's facts in words, in the order they are said. */
  facts: readonly string[];
  trackingUrl?: string | null;
  state: string | null;
}

export function ShipmentsSection({ shipments, titleId }: { shipments: readonly ShipmentRow[]; titleId: string }) {
  return (
    <DetailListSection
      title="Shipments"
      titleId={titleId}
      empty="No shipments."
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
                  Track shipment {s.number}
                  <span className="visually-hidden"> (opens in your browser)</span>
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
