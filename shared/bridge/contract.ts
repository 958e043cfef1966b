/**
 * The bridge's calls merged: every domain's calls under its area, and what is derived from their
 * declarations (never written twice): the method names and the facts the till's gate goes by.
 * A new call is one line in its domain's interface and one declaration beside it; nothing here
 * changes. No zod: the preload and the page take their method list from here (the schemas are
 * built from the declarations in the main process alone, shared/bridge/bridge.ts).
 */
import type { DeclaredCall } from './call-declaration.js';
import type { MessageDeclaration } from '../i18n/words.js';
import { customerCalls, sessionCalls, type CustomerCalls, type SessionCalls } from './account.js';
import { appCalls, type AppCalls } from './app.js';
import { catalogCalls, contentCalls, type CatalogCalls, type ContentCalls } from './catalog.js';
import { languageCalls, type LanguageCalls } from '../i18n/language-calls.js';
import { offlineCalls, type OfflineCalls } from './offline.js';
import { alertsCalls, boardCalls, ordersCalls, type AlertsCalls, type BoardCalls, type OrdersCalls } from './orders.js';
import { labelsCalls, type LabelsCalls } from '../labels/label-calls.js';
import { parkedCalls, type ParkedCalls } from './parked.js';
import { printerSimulatorCalls, type PrinterSimulatorCalls } from '../hardware/printer-simulator-calls.js';
import { paperCalls, reportsCalls, type PaperCalls, type ReportsCalls } from './reports.js';
import { discountCalls, receiptCalls, saleCalls, type DiscountCalls, type ReceiptCalls, type SaleCalls } from './sale.js';
import { returnsCalls, type ReturnsCalls } from './returns.js';
import { shiftCalls, type ShiftCalls } from './shift.js';
import { staffCalls, type StaffCalls } from './staff.js';
import { adminCalls, storesCalls, tillCalls, type AdminCalls, type StoresCalls, type TillCalls } from './store.js';
import { terminalCalls, type TerminalCalls } from './terminal.js';
import { giftCardsCalls, type GiftCardsCalls } from '../giftcards/gift-card-calls.js';
import { mailCalls, type MailCalls } from '../sale/email-receipt-calls.js';
import { hardwareCalls, type HardwareCalls } from '../hardware/hardware-calls.js';
import { displayCalls, type DisplayCalls } from '../display/display-calls.js';
import { stockReceivingCalls, type StockReceivingCalls } from '../stock/receiving-calls.js';
import { stockTransfersCalls, type StockTransfersCalls } from '../stock/transfer-calls.js';
import { stockLookupCalls, type StockLookupCalls } from '../stock/lookup-calls.js';
import { lowStockCalls, type LowStockCalls } from '../stock/low-stock-calls.js';
import { stockCountCalls, type StockCountCalls } from '../stock/count-calls.js';

/** Every area's calls as its domain states them. */
interface AreaCalls {
  app: AppCalls;
  catalog: CatalogCalls;
  sale: SaleCalls;
  parked: ParkedCalls;
  customer: CustomerCalls;
  content: ContentCalls;
  orders: OrdersCalls;
  shift: ShiftCalls;
  receipt: ReceiptCalls;
  returns: ReturnsCalls;
  stores: StoresCalls;
  terminal: TerminalCalls;
  till: TillCalls;
  admin: AdminCalls;
  board: BoardCalls;
  staff: StaffCalls;
  session: SessionCalls;
  offline: OfflineCalls;
  paper: PaperCalls;
  reports: ReportsCalls;
  alerts: AlertsCalls;
  discounts: DiscountCalls;
  giftCards: GiftCardsCalls;
  mail: MailCalls;
  hardware: HardwareCalls;
  printerSimulator: PrinterSimulatorCalls;
  labels: LabelsCalls;
  display: DisplayCalls;
  stockReceiving: StockReceivingCalls;
  stockTransfers: StockTransfersCalls;
  stockLookup: StockLookupCalls;
  lowStock: LowStockCalls;
  stockCount: StockCountCalls;
  language: LanguageCalls;
}

type BridgeArea = keyof AreaCalls;
/** Every method's name, e.g. "sale.addLine". */
export type BridgeMethodName = {
  [A in BridgeArea]: `${A}.${Extract<keyof AreaCalls[A], string>}`;
}[BridgeArea];

/**
 * Every call the page can make of the main process, by area: `window.pos.<area>.<method>(...)`.
 * A manager's approval names its action by one of the method names.
 */
export interface PosCalls extends Omit<AreaCalls, 'staff'> {
  staff: StaffCalls<BridgeMethodName>;
}

/** A call's arguments as the contract states them, for code that passes them on (the renderer's stores). */
export type BridgeArgs<A extends BridgeArea, M extends keyof PosCalls[A]> = PosCalls[A][M] extends (...args: infer P) => unknown ? P : never;

/** Every area's call declarations (each domain's file checks its own against its interface). */
export const BRIDGE_CALLS = {
  app: appCalls,
  catalog: catalogCalls,
  sale: saleCalls,
  parked: parkedCalls,
  customer: customerCalls,
  content: contentCalls,
  orders: ordersCalls,
  shift: shiftCalls,
  receipt: receiptCalls,
  returns: returnsCalls,
  stores: storesCalls,
  terminal: terminalCalls,
  till: tillCalls,
  admin: adminCalls,
  board: boardCalls,
  staff: staffCalls,
  session: sessionCalls,
  offline: offlineCalls,
  paper: paperCalls,
  reports: reportsCalls,
  alerts: alertsCalls,
  discounts: discountCalls,
  giftCards: giftCardsCalls,
  mail: mailCalls,
  hardware: hardwareCalls,
  printerSimulator: printerSimulatorCalls,
  labels: labelsCalls,
  display: displayCalls,
  stockReceiving: stockReceivingCalls,
  stockTransfers: stockTransfersCalls,
  stockLookup: stockLookupCalls,
  lowStock: lowStockCalls,
  stockCount: stockCountCalls,
  language: languageCalls,
} satisfies { [A in BridgeArea]: Record<keyof AreaCalls[A], DeclaredCall> };

/** Every call's declaration by its method name, in the areas' order. */
const DECLARED: readonly (readonly [BridgeMethodName, DeclaredCall])[] = Object.entries(BRIDGE_CALLS).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, DeclaredCall>).map(([method, declaration]) => [`${area}.${method}` as BridgeMethodName, declaration] as const),
);

const methodsWhere = (fact: (declaration: DeclaredCall) => unknown): readonly BridgeMethodName[] =>
  DECLARED.filter(([, declaration]) => fact(declaration)).map(([method]) => method);

/** Every method name, e.g. "sale.addLine". */
export const BRIDGE_METHODS: readonly BridgeMethodName[] = DECLARED.map(([method]) => method);

/**
 * Calls only a manager may make: refused with `manager_required` unless the person on the till is
 * a manager or a manager approved this one call by PIN (`staff.approve`, naming the method and
 * the record it acts on: shared/shift/manager-approval.ts). Checked by the main process before the
 * service runs. (Discarding a sale or a parked cart that has a payment is checked by the service
 * itself, where it knows the payments: MANAGER_WHEN_FOUND.)
 */
export const MANAGER_ONLY: readonly BridgeMethodName[] = methodsWhere((d) => d.managerOnly);

/** What a manager is asked to approve, in words (the approval dialog names it): every manager-only call's. */
export const MANAGER_ACTION_WORDS: Partial<Record<BridgeMethodName, MessageDeclaration>> = Object.fromEntries(
  DECLARED.flatMap(([method, declaration]) => (declaration.managerOnly ? [[method, declaration.managerOnly]] : [])),
);

/**
 * Calls a service refuses as `manager_required` by what it finds (a sale or a parked cart with a
 * payment, shared/sale/sale-with-tenders-rules.ts; goods coming back past the store's return
 * window), naming the record as the gate does.
 */
const MANAGER_WHEN_FOUND: readonly BridgeMethodName[] = methodsWhere((d) => d.managerWhenFound);

const DECLARED_BY_NAME: ReadonlyMap<BridgeMethodName, DeclaredCall> = new Map(DECLARED);

/**
 * The record a manager's approval of a call names, from its declaration and its arguments as
 * parsed; null when the call acts on the till as a whole.
 */
export function approvalRecordOf(method: BridgeMethodName, args: readonly unknown[]): string | null {
  return DECLARED_BY_NAME.get(method)?.approvalRecord?.(args) ?? null;
}

/**
 * The right each approvable call asks of the person on the till or of its approver: its declared
 * `right`, else `settings` for a manager-only call; absent: a manager's (shared/bridge/call-declaration.ts).
 */
export const RIGHT_OF_CALL: Partial<Record<BridgeMethodName, NonNullable<DeclaredCall['right']>>> = Object.fromEntries(
  DECLARED.flatMap(([method, d]) => (d.right ? [[method, d.right]] : d.managerOnly ? [[method, 'settings']] : [])),
);

/** Every action a manager's approval can name. */
export const APPROVABLE: readonly BridgeMethodName[] = [...MANAGER_ONLY, ...MANAGER_WHEN_FOUND];

/**
 * Reads only a manager on the till may make (a one-call approval does not open them): every
 * order of the store through the admin client. Anyone else is refused as `forbidden`.
 */
export const MANAGER_ON_TILL: readonly BridgeMethodName[] = methodsWhere((d) => d.managerOnTill);

/**
 * What the page may still ask while the till is locked or has no manager yet: the lock itself and
 * the few reads the lock screen and the page's start need (the store's name, the connection, the
 * public catalog the first screen asks for before it knows the till is locked). Nothing that
 * sells, reads a customer or an order, or changes a setting.
 */
export const OPEN_WHILE_LOCKED: readonly BridgeMethodName[] = methodsWhere((d) => d.openWhileLocked);
