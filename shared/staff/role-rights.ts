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
  /** Change the store's stock: apply a count, receive a delivery, send or receive a transfer, set low-stock thresholds. */
  stock: boolean;
}

/** One action the gate checks against the rights of the person on the till. */
export type RightCheck =
  | { right: 'discountPercent'; percent: number }
  | { right: 'refundUpTo'; amount: string }
  | { right: 'priceOverride' | 'noSale' | 'voids' | 'shiftClose' | 'settings' | 'stock' }
  /** Every one of these at once (a price set lower by hand is an override and a discount): one person holds them all. */
  | { right: 'all'; of: readonly RightCheck[] };

/** Every right, all of it: a manager's. */
const ALL_RIGHTS: RoleRights = {
  discountPercent: 100,
  priceOverride: true,
  refundUpTo: null,
  noSale: true,
  voids: true,
  shiftClose: true,
  settings: true,
  stock: true,
};

/** A clerk's rights until a manager changes them: a small discount, nothing else past a sale (closing the shift stays a manager's, as before roles). */
export const CLERK_RIGHTS: RoleRights = {
  discountPercent: 10,
  priceOverride: false,
  refundUpTo: null,
  noSale: false,
  voids: false,
  shiftClose: false,
  settings: false,
  stock: false,
};

/** A supervisor's rights until a manager changes them: the counter's work without the till's settings. */
const SUPERVISOR_RIGHTS: RoleRights = {
  discountPercent: 25,
  priceOverride: true,
  refundUpTo: null,
  noSale: true,
  voids: true,
  shiftClose: true,
  settings: false,
  stock: false,
};

/** No right at all: what a role no longer on the till's list holds. */
const NO_RIGHTS: RoleRights = {
  discountPercent: 0,
  priceOverride: false,
  refundUpTo: '0.00',
  noSale: false,
  voids: false,
  shiftClose: false,
  settings: false,
  stock: false,
};

/** One of the till's roles: its id (what a member's `role` holds), its name as shown, its rights. */
export interface StaffRoleDefinition {
  id: StaffRole;
  name: string;
  rights: RoleRights;
}

/** A role's id: lower-case letters, digits and dashes. */
export const ROLE_ID = /^[a-z][a-z0-9-]{0,39}$/;

/** The manager's role: every right, never narrowed. */
export const MANAGER_ROLE = 'manager';
/** The clerk's role keeps the id staff had before roles, so rosters and journals written then still read. */
export const CLERK_ROLE = 'staff';
const SUPERVISOR_ROLE = 'supervisor';

/** The roles every till starts with (and a roster written before roles is given). */
export const BUILT_IN_ROLES: readonly StaffRoleDefinition[] = [
  { id: CLERK_ROLE, name: 'Clerk', rights: CLERK_RIGHTS },
  { id: SUPERVISOR_ROLE, name: 'Supervisor', rights: SUPERVISOR_RIGHTS },
  { id: MANAGER_ROLE, name: 'Manager', rights: ALL_RIGHTS },
];

/** The rights of one of the till's roles, as the till's roles (the roster's) define them; a manager's are all of them. */
export function rightsOfRole(role: StaffRole, roles: readonly StaffRoleDefinition[]): RoleRights {
  if (role === MANAGER_ROLE) return ALL_RIGHTS;
  return roles.find((r) => r.id === role)?.rights ?? NO_RIGHTS;
}

/** The names (lower case) of the roles besides a manager's that may approve an action needing this right. */
const approvingRoleNames = (check: RightCheck | null, roles: readonly StaffRoleDefinition[]): string[] =>
  roles.filter((r) => r.id !== MANAGER_ROLE && check !== null && rightsCover(r.rights, check)).map((r) => r.name.toLowerCase());

/** Who may approve an action that needs this right, in words: "a manager or supervisor". */
export function approversOf(check: RightCheck | null, roles: readonly StaffRoleDefinition[]): string {
  const names = approvingRoleNames(check, roles);
  const all = ['manager', ...names];
  const words = all.length === 1 ? 'manager' : `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]}`;
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** Whether rights cover one action. */
export function rightsCover(rights: RoleRights, check: RightCheck): boolean {
  switch (check.right) {
    case 'discountPercent':
      return check.percent <= rights.discountPercent;
    case 'refundUpTo':
      return rights.refundUpTo === null || toCents(check.amount) <= toCents(rights.refundUpTo);
    case 'all':
      return check.of.every((one) => rightsCover(rights, one));
    default:
      return rights[check.right];
  }
}
