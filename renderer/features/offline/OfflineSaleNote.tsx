/**
 * What the cart says while sales are taken offline: this sale is an offline one (its reference,
 * cash only, the catalog's last known prices), or the next one will be, or a limit the manager
 * set stops offline sales (which, and why). Nothing while the store answers and no offline sale
 * is in progress.
 */
import type { ReactNode } from 'react';
import { isOfflineCart } from '../../../shared/offline/offline-cart.js';
import { useApp } from '../../shell/app.js';
import { useSale } from '../sell/sale.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { ltr } from '../orders/left-to-right.js';

const messages = defineMessages({
  stopped: { id: 'offline.saleNote.stopped', defaultMessage: 'Offline sales stopped.' },
  thisSale: {
    id: 'offline.saleNote.thisSale',
    defaultMessage: '<strong>Offline sale <ltr>{ref}</ltr>:</strong> cash only, at the catalog’s last known prices.',
  },
  nextSale: {
    id: 'offline.saleNote.nextSale',
    defaultMessage: '<strong>The store cannot be reached:</strong> the next sale is taken offline, cash only, at the catalog’s last known prices.',
  },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function OfflineSaleNote() {
  const words = useWords();
  const offline = useApp((s) => s.offline);
  const cart = useSale((s) => s.cart);
  const inProgress = isOfflineCart(cart);
  if (!inProgress && !offline?.selling) return null;
  if (offline?.stopped) {
    return (
      <p className="offline-note offline-note-stopped">
        <strong>{words.formatMessage(messages.stopped)}</strong> {offline.stoppedWords ? sayWords(offline.stoppedWords) : offline.stopped}
      </p>
    );
  }
  return (
    <p className="offline-note">
      {inProgress ? words.formatMessage(messages.thisSale, { ref: cart!.number, strong, ltr }) : words.formatMessage(messages.nextSale, { strong })}
    </p>
  );
}
