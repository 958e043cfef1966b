/** A role's rights in words, as Settings → Staff lists and edits them. Pure. */
import type { RoleRights } from '../../../shared/staff/role-rights.js';

type YesNoRight = 'priceOverride' | 'noSale' | 'voids' | 'shiftClose' | 'settings' | 'stock';

/** The rights a role holds or not, each with its words. */
export const YES_NO_RIGHTS: readonly { right: YesNoRight; words: string }[] = [
  { right: 'priceOverride', words: 'Override prices' },
  { right: 'noSale', words: 'Open the drawer without a sale' },
  { right: 'voids', words: 'Void: cancel a sale or an order' },
  { right: 'shiftClose', words: 'Close the shift' },
  { right: 'settings', words: 'Change settings and staff' },
  { right: 'stock', words: 'Change stock: counts, deliveries, transfers' },
];

/** A role's rights in one line: "Discounts up to 10%, refunds of any amount, close the shift". */
export function rightsInWords(rights: RoleRights): string {
  const parts = [
    rights.discountPercent > 0 ? `discounts up to ${rights.discountPercent}%` : 'no discounts',
    rights.refundUpTo === null ? 'refunds of any amount' : `refunds up to ${rights.refundUpTo}`,
    ...YES_NO_RIGHTS.filter((r) => rights[r.right]).map((r) => r.words.split(':')[0]!.toLowerCase()),
  ];
  const line = parts.join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
