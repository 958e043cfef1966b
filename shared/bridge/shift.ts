/**
 * The cash drawer and the shift, across the bridge: the float, pay-ins and pay-outs, the X report,
 * and closing with the Z report.
 */
import type { z } from 'zod';
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { Denomination, DenominationCount } from '../sale/cash-denominations.js';
import type { ShiftReport } from '../shift/shift-report.js';
import type { StaffRef } from '../shift/staff-ref.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  shiftOpenDrawer: { id: 'shift.managerOnly.shiftOpenDrawer', defaultMessage: 'Open the cash drawer without a sale' },
  shiftClose: { id: 'shift.managerOnly.shiftClose', defaultMessage: 'Close the shift' },
  shiftSetBlindCount: { id: 'shift.managerOnly.shiftSetBlindCount', defaultMessage: 'Turn the blind count on or off' },
});

/** Cash counted in the drawer: a total, or the notes and coins by denomination (the total is added up in the main process). */
export type CashCountInput = { total: string; lines?: never } | { lines: DenominationCount[]; total?: never };

/** Money put into or taken out of the drawer outside a sale. */
export interface DrawerMovementInput {
  amount: string;
  reason: string;
}

interface OpenShiftView {
  shiftId: string;
  openedAt: string;
  openedBy: StaffRef | null;
  currency: string;
  float: string;
}

/** The till's shift: the one open (with its X report so far) or none, and the notes and coins its cash is counted in. */
export interface ShiftStatus {
  open: OpenShiftView | null;
  /**
   * The open shift's X report (nothing closed); null when no shift is open. Under a blind count,
   * unless a manager is on the till, every amount that adds up to the drawer's cash is withheld
   * from it (shared/shift/blind-count.ts).
   */
  report: ShiftReport | null;
  /** A blind count (a manager's setting): the cash the drawer should hold is shown only once it is counted. */
  blindCount: boolean;
  currency: string;
  /** Empty when the till knows no denominations for the currency: count a total. */
  denominations: Denomination[];
}

/** A closed shift as "Past shifts" lists it; its report is kept as it was when it closed. */
export interface PastShift {
  shiftId: string;
  openedAt: string;
  closedAt: string;
  closedBy: StaffRef | null;
  currency: string;
  salesCount: number;
  total: string;
  overShort: string;
}

/** The cash drawer and the shift: float, pay-ins and pay-outs, the X report, closing with the Z report. */
export interface ShiftCalls {
  status(): Promise<ShiftStatus>;
  /** Opens a shift with the float counted in the drawer. */
  open(count: CashCountInput): Promise<ShiftStatus>;
  payIn(movement: DrawerMovementInput): Promise<ShiftStatus>;
  payOut(movement: DrawerMovementInput): Promise<ShiftStatus>;
  /** Opens the drawer without a sale; the reason is recorded (manager-only). */
  openDrawer(reason: string): Promise<ShiftStatus>;
  /** Closes the open shift with the cash counted; answers its Z report, kept from then on (manager-only). */
  close(count: CashCountInput): Promise<ShiftReport>;
  /** Closed shifts, newest first. */
  past(): Promise<PastShift[]>;
  /** A closed shift's Z report as kept, or the open shift's X report (blind under a blind count). */
  report(shiftId: string): Promise<ShiftReport>;
  /** Turns the blind count on or off (manager-only). */
  setBlindCount(on: boolean): Promise<ShiftStatus>;
}

/** A drawer's count: a total, or how many of each note and coin (never both). */
const cashCount = ({ z, decimal }: ArgKit) =>
  z.union([
    z.object({ total: decimal }).strict(),
    z
      .object({
        lines: z.array(z.object({ value: decimal, count: z.number().int().min(0, 'a count of 0 or more').max(100000) }).strict()).max(40),
      })
      .strict(),
  ]) as z.ZodType<CashCountInput>;

const drawerMovement = ({ z, text, amountAboveZero }: ArgKit) =>
  z
    .object({
      amount: amountAboveZero,
      reason: text(120).min(1, 'a reason'),
    })
    .strict();

export const shiftCalls = {
  status: { args: noArgs },
  open: { args: (kit) => kit.z.tuple([cashCount(kit)]) },
  payIn: { args: (kit) => kit.z.tuple([drawerMovement(kit)]) },
  payOut: { args: (kit) => kit.z.tuple([drawerMovement(kit)]) },
  openDrawer: {
    args: ({ z, text }) => z.tuple([text(120).min(1, 'a reason for opening the drawer')]),
    managerOnly: managerActions.shiftOpenDrawer,
    right: 'noSale',
  },
  close: { args: (kit) => kit.z.tuple([cashCount(kit)]), managerOnly: managerActions.shiftClose, right: 'shiftClose' },
  past: { args: noArgs },
  report: { args: ({ z, id }) => z.tuple([id]) },
  setBlindCount: { args: ({ z }) => z.tuple([z.boolean()]), managerOnly: managerActions.shiftSetBlindCount },
} satisfies CallDeclarations<ShiftCalls>;
