/**
 * What the cart says while sales are taken offline: this sale is an offline one (its reference,
 * cash only, the catalog's last known prices), or the next one will be, or a limit the manager
 * set stops offline sales (which, and why). Nothing while the store answers and no offline sale
 * is in progress.
 */
import { isOfflineCart } from '../../../shared/offline/offline-cart.js';
import { useApp } from '../../shell/app.js';
import { useSale } from '../sell/sale.js';

export function OfflineSaleNote() {
  const offline = useApp((s) => s.offline);
  const cart = useSale((s) => s.cart);
  const inProgress = isOfflineCart(cart);
  if (!inProgress && !offline?.selling) return null;
  if (offline?.stopped) {
    return (
      <p className="offline-note offline-note-stopped">
        <strong>Offline sales stopped.</strong> {offline.stopped}
      </p>
    );
  }
  return (
    <p className="offline-note">
      <strong>{inProgress ? `Offline sale ${cart!.number}` : 'The store cannot be reached'}:</strong>{' '}
      {inProgress ? 'cash only, at the catalog’s last known prices.' : 'the next sale is taken offline, cash only, at the catalog’s last known prices.'}
    </p>
  );
}
