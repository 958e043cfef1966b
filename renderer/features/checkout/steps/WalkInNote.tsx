/**
 * Shown on Shipping and on Payment of a walk-in sale: picked up in store with nothing typed, and
 * delivery or the customer's details one press away (not offline: they need the store).
 */
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  offline: { id: 'checkout.walkIn.offline', defaultMessage: 'Offline sale, picked up in store: no customer details needed (shipping needs the store).' },
  setting: { id: 'checkout.walkIn.setting', defaultMessage: 'Setting the sale to in-store pickup…' },
  walkIn: { id: 'checkout.walkIn.walkIn', defaultMessage: 'Walk-in sale, picked up in store: no customer details needed.' },
  shipToCustomer: { id: 'checkout.walkIn.shipToCustomer', defaultMessage: 'Ship to the customer' },
  addDetails: { id: 'checkout.walkIn.addDetails', defaultMessage: 'Add customer details' },
});

export interface WalkInNoteProps {
  offline: boolean;
  busy: string | null;
  /** The pickup is still being set (the store has offered no shipment yet). */
  noShipments: boolean;
  onAskCustomer(ship: boolean): void;
}

export function WalkInNote({ offline, busy, noShipments, onAskCustomer }: WalkInNoteProps) {
  const words = useWords();
  return (
    <div className="walk-in-note">
      <p>
        {offline
          ? words.formatMessage(messages.offline)
          : busy !== null && noShipments
            ? words.formatMessage(messages.setting)
            : words.formatMessage(messages.walkIn)}
      </p>
      {!offline && (
        <div className="walk-in-actions">
          <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => onAskCustomer(true)}>
            {words.formatMessage(messages.shipToCustomer)}
          </button>
          <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => onAskCustomer(false)}>
            {words.formatMessage(messages.addDetails)}
          </button>
        </div>
      )}
    </div>
  );
}
