/**
 * Shown on Shipping and on Payment of a walk-in sale: picked up in store with nothing typed, and
 * delivery or the customer's details one press away (not offline: they need the store).
 */
export interface WalkInNoteProps {
  offline: boolean;
  busy: string | null;
  /** The pickup is still being set (the store has offered no shipment yet). */
  noShipments: boolean;
  onAskCustomer(ship: boolean): void;
}

export function WalkInNote({ offline, busy, noShipments, onAskCustomer }: WalkInNoteProps) {
  return (
    <div className="walk-in-note">
      <p>
        {offline
          ? 'Offline sale, picked up in store: no customer details needed (shipping needs the store).'
          : busy !== null && noShipments
            ? 'Setting the sale to in-store pickup…'
            : 'Walk-in sale, picked up in store: no customer details needed.'}
      </p>
      {!offline && (
        <div className="walk-in-actions">
          <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => onAskCustomer(true)}>
            Ship to the customer
          </button>
          <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => onAskCustomer(false)}>
            Add customer details
          </button>
        </div>
      )}
    </div>
  );
}
