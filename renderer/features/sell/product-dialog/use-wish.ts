/** Adds the chosen variant to the signed-in customer's wishlist, and says how it went. */
import { useState } from 'react';
import type { Variant } from '../../../../shared/storefront/types/types.js';
import { pos } from '../../../bridge/pos.js';
import { shownError } from '../../../shell/errors.js';

export function useWish(variant: Variant | undefined, quantity: number) {
  const [wishing, setWishing] = useState(false);
  const [wishNote, setWishNote] = useState<string | null>(null);
  /** The signed-in customer's wishlist: the variant chosen, in the quantity typed. */
  const wish = async () => {
    if (!variant) return;
    setWishing(true);
    setWishNote(null);
    try {
      await pos().customer.addToWishlist(variant.id, quantity);
      setWishNote('Added to the customer’s wishlist.');
    } catch (e) {
      setWishNote(shownError(e).message);
    } finally {
      setWishing(false);
    }
  };
  return { wishing, wishNote, wish };
}
