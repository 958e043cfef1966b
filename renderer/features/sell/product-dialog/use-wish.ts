/** Adds the chosen variant to the signed-in customer's wishlist, and says how it went. */
import { useState } from 'react';
import type { Variant } from '../../../../shared/storefront/types/types.js';
import { pos } from '../../../bridge/pos.js';
import { shownError } from '../../../shell/errors.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  added: { id: 'sell.wish.added', defaultMessage: 'Added to the customer’s wishlist.' },
});

export function useWish(variant: Variant | undefined, quantity: number) {
  const words = useWords();
  const [wishing, setWishing] = useState(false);
  const [wishNote, setWishNote] = useState<string | null>(null);
  /** The signed-in customer's wishlist: the variant chosen, in the quantity typed. */
  const wish = async () => {
    if (!variant) return;
    setWishing(true);
    setWishNote(null);
    try {
      await pos().customer.addToWishlist(variant.id, quantity);
      setWishNote(words.formatMessage(messages.added));
    } catch (e) {
      setWishNote(shownError(e).message);
    } finally {
      setWishing(false);
    }
  };
  return { wishing, wishNote, wish };
}
