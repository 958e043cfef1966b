/** A role's rights in words, as Settings → Staff lists and edits them, and the till's own roles by name. */
import type { RoleRights } from '../../../shared/staff/role-rights.js';
import { BUILT_IN_ROLES } from '../../../shared/staff/role-rights.js';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  priceOverride: { id: 'staff.rights.priceOverride', defaultMessage: 'Override prices' },
  noSale: { id: 'staff.rights.noSale', defaultMessage: 'Open the drawer without a sale' },
  voids: { id: 'staff.rights.voids', defaultMessage: 'Void: cancel a sale or an order' },
  shiftClose: { id: 'staff.rights.shiftClose', defaultMessage: 'Close the shift' },
  settings: { id: 'staff.rights.settings', defaultMessage: 'Change settings and staff' },
  stock: { id: 'staff.rights.stock', defaultMessage: 'Change stock: counts, deliveries, transfers' },
  priceOverrideShort: { id: 'staff.rights.priceOverrideShort', defaultMessage: 'override prices' },
  noSaleShort: { id: 'staff.rights.noSaleShort', defaultMessage: 'open the drawer without a sale' },
  voidsShort: { id: 'staff.rights.voidsShort', defaultMessage: 'void' },
  shiftCloseShort: { id: 'staff.rights.shiftCloseShort', defaultMessage: 'close the shift' },
  settingsShort: { id: 'staff.rights.settingsShort', defaultMessage: 'change settings and staff' },
  stockShort: { id: 'staff.rights.stockShort', defaultMessage: 'change stock' },
  discountsUpTo: { id: 'staff.rights.discountsUpTo', defaultMessage: 'discounts up to {percent}%' },
  noDiscounts: { id: 'staff.rights.noDiscounts', defaultMessage: 'no discounts' },
  anyRefund: { id: 'staff.rights.anyRefund', defaultMessage: 'refunds of any amount' },
  refundsUpTo: { id: 'staff.rights.refundsUpTo', defaultMessage: 'refunds up to {amount}' },
  listMore: { id: 'staff.rights.listMore', defaultMessage: '{list}, {item}' },
  clerk: { id: 'staff.rights.roleClerk', defaultMessage: 'Clerk' },
  supervisor: { id: 'staff.rights.roleSupervisor', defaultMessage: 'Supervisor' },
  manager: { id: 'staff.rights.roleManager', defaultMessage: 'Manager' },
});

type YesNoRight = 'priceOverride' | 'noSale' | 'voids' | 'shiftClose' | 'settings' | 'stock';

/** The rights a role holds or not, each with its words (`short`: as a role's line of rights says it). */
export const YES_NO_RIGHTS: readonly { right: YesNoRight; words: MessageDeclaration; short: MessageDeclaration }[] = [
  { right: 'priceOverride', words: messages.priceOverride, short: messages.priceOverrideShort },
  { right: 'noSale', words: messages.noSale, short: messages.noSaleShort },
  { right: 'voids', words: messages.voids, short: messages.voidsShort },
  { right: 'shiftClose', words: messages.shiftClose, short: messages.shiftCloseShort },
  { right: 'settings', words: messages.settings, short: messages.settingsShort },
  { right: 'stock', words: messages.stock, short: messages.stockShort },
];

/** A role's rights in one line: "Discounts up to 10%, refunds of any amount, close the shift". */
export function rightsInWords(rights: RoleRights): string {
  const parts = [
    rights.discountPercent > 0 ? say(messages.discountsUpTo, { percent: rights.discountPercent }) : say(messages.noDiscounts),
    rights.refundUpTo === null ? say(messages.anyRefund) : say(messages.refundsUpTo, { amount: rights.refundUpTo }),
    ...YES_NO_RIGHTS.filter((r) => rights[r.right]).map((r) => say(r.short)),
  ];
  const line = parts.reduce((list, item) => say(messages.listMore, { list, item }));
  return line.charAt(0).toUpperCase() + line.slice(1);
}

const BUILT_IN_NAMES: Record<string, MessageDeclaration> = { staff: messages.clerk, supervisor: messages.supervisor, manager: messages.manager };

/** A role's name as shown: the till's own roles in the screen's language while they keep the name they came with. */
export function roleNameWords(role: { id: string; name: string }): string {
  const builtIn = BUILT_IN_ROLES.find((r) => r.id === role.id);
  const words = BUILT_IN_NAMES[role.id];
  return builtIn && words && builtIn.name === role.name ? say(words) : role.name;
}
