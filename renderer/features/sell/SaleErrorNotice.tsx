/**
 * The live region that tells a failed sale action in the store's words: always in the page (so
 * assistive technology announces what appears in it), empty until an error belongs here. It never
 * takes the focus (the clerk stays where they were) and the next sale action clears it.
 */
import { useApp } from '../../shell/app.js';
import { useSale } from './sale.js';
import { saleErrorPlace } from './sale-error-place.js';

const SALE_ERROR_ID = 'sale-error';

export function SaleErrorNotice({ place }: { place: 'cart' | 'shell' }) {
  const error = useSale((s) => s.error);
  const errorFrom = useSale((s) => s.errorFrom);
  const errorOn = useSale((s) => s.errorOn);
  const screen = useApp((s) => s.screen);
  const shown = error && saleErrorPlace(errorFrom, screen, errorOn) === place ? error : null;
  return (
    <div id={`${SALE_ERROR_ID}-${place}`} className={`sale-error sale-error-${place}`} role="alert">
      {shown && (
        <div className="banner banner-error">
          <span>{shown.message}</span>
        </div>
      )}
    </div>
  );
}
