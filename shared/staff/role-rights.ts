/**
 * What a role may do on its own: the rights the gate checks before an action, and past which a
 * person whose role holds the right approves that one action by PIN. Pure.
 */
import { toCents } from '../money.js';
import type { StaffRole } from '../shift/staff-ref.js';

/** A role's rights. Amounts are decimal strings in the store's currency. */
export interface RoleRights {
  /** The largest discount (percent of what is discounted) given without an approval; 0: none. */
  discountPercent: number;
  /** Set a line's price by hand (recorded at the store as a discount or a charge, with its reason). */
  priceOverride: boolean;
  /** The largest refund given without an approval; null: any amount. */
  refundUpTo: string | null;
  /** Open the drawer without a sale. */
  noSale: boolean;
  /** Void: remove a line already rung, cancel a sale or an order. */
  voids: boolean;
  /** Close a shift (count the drawer and print the Z report). */
  shiftClose: boolean;
  /** Change the till's settings and its staff. */
  settings: boolean;
}

/** One action the gate checks against the rights of the person on the till. */
export type RightCheck =
  | { right: 'discountPercent'; percent: number }
  | { right: 'refundUpTo'; amount: string }
  | { right: 'priceOverride' | 'noSale' | 'voids' | 'shiftClose' | 'settings' };

/** Every right, all of it: a manager's. */
export const ALL_RIGHTS: RoleRights = {
  discountPercent: 100,
  priceOverride: true,
  refundUpTo: null,
  noSale: true,
  voids: true,
  shiftClose: true,
  settings: true,
};

/** A clerk's rights until a manager changes them: a small discount, nothing else past a sale. */
export const CLERK_RIGHTS: RoleRights = {
  discountPercent: 10,
  priceOverride: false,
  refundUpTo: null,
  noSale: false,
  voids: false,
  shiftClose: true,
  settings: false,
};

/** The rights of one of the till's roles. */
export function rightsOfRole(role: StaffRole): RoleRights {
  return role === 'manager' ? ALL_RIGHTS : CLERK_RIGHTS;
}

/** Whether rights cover one action. */
export function rightsCover(rights: RoleRights, check: RightCheck): boolean {
  switch (check.right) {
    case 'discountPercent':
      return check.percent <= rights.discountPercent;
    case 'refundUpTo':
      return rights.refundUpTo === null || toCents(check.amount) <= toCents(rights.refundUpTo);
    default:
      return rights[check.right];
  }
}
