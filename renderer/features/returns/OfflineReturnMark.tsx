/** A return taken while the store could not be reached, as its receipt says: recorded at the store later (under the reference the receipt shows). */
export function OfflineReturnMark() {
  return (
    <p className="offline-return-mark">
      <strong>Offline return — to be recorded at the store</strong>
    </p>
  );
}
