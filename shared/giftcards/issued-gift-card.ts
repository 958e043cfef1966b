/** A gift card a sale issued or loaded, as its receipt carries it (shared by the sale's receipt and the gift-card calls). */

/** A card sold or loaded by a gift-card line of a placed sale, as the receipt prints it. */
export interface IssuedGiftCard {
  lineItemId: string;
  /** `issue`: a new card; `top_up`: an existing card loaded. */
  kind: 'issue' | 'top_up';
  /** Null while the store has not answered yet (the receipt says it is being issued, and it is done on the next start or show). */
  code: string | null;
  currency: string;
  /** What the sale loaded onto it (decimal string). */
  loaded: string;
  displayLoaded: string;
  /** Its balance after the sale (decimal string); null while not issued. */
  balance: string | null;
  displayBalance: string | null;
}
