/**
 * How a domain declares its bridge calls, once each: the schema its arguments are parsed with and
 * the facts the till's gate and the page go by. shared/bridge/contract.ts merges the domains and
 * derives the method list and every per-method list from these declarations.
 */
import type { z } from 'zod';
import type { ArgKit } from './arg-kit.js';
import type { MessageDeclaration } from '../i18n/words.js';

/** The schema a call's arguments must parse into: exactly the arguments its signature states. */
type ArgsSchema<F> = F extends (...args: infer P) => unknown ? z.ZodType<P> : never;

/** What the till's gate and the page go by, for one call. */
interface CallFacts {
  /**
   * Only a manager may make it: refused with `manager_required` unless the person on the till is a
   * manager or a manager approved this one call by PIN. The words: what the manager is asked to
   * approve, a catalogue message (declared with `defineMessages`, its id in the part of the call).
   */
  managerOnly?: MessageDeclaration;
  /**
   * The right a role must hold to make a `managerOnly` call (or a `managerWhenFound` one) without
   * an approval, and an approver's role must hold to approve it (shared/staff/role-rights.ts).
   * Absent: `settings` for a `managerOnly` call, a manager's for a `managerWhenFound` one.
   */
  right?: 'noSale' | 'voids' | 'shiftClose' | 'settings' | 'stock';
  /** The service refuses it as `manager_required` by what it finds (a sale or a parked cart with a payment, a return past the store's window). */
  managerWhenFound?: true;
  /** A read only a manager on the till may make (a one-call approval does not open it); anyone else is refused as `forbidden`. */
  managerOnTill?: true;
  /** The page may still make it while the till is locked or has no manager yet. */
  openWhileLocked?: true;
}

/** One call of signature `F`, declared. */
interface CallDeclaration<F> extends CallFacts {
  /** Builds the schema every call's arguments are parsed with before a service sees them (main process only). */
  args(kit: ArgKit): ArgsSchema<F>;
  /**
   * The record a manager's approval of it names, from its arguments as parsed (a staff member, a
   * store profile, an order…; where the arguments say what the record becomes, that too). Absent:
   * the call acts on the till as a whole (the drawer, the shift, a setting) and its method alone names it.
   */
  approvalRecord?(args: F extends (...args: infer P) => unknown ? P : never): string;
}

/** Any call, declared (as the merged contract reads them). */
export interface DeclaredCall extends CallFacts {
  args(kit: ArgKit): z.ZodType;
  approvalRecord?(args: readonly unknown[]): string;
}

/** Every call of an area (its interface `Calls`), declared. */
export type CallDeclarations<Calls> = { [M in keyof Calls]-?: CallDeclaration<Calls[M]> };

/** The schema of a call that takes no arguments. */
export const noArgs = ({ z }: ArgKit) => z.tuple([]);
