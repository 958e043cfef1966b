/**
 * PosBridge: the one contract between the renderer and the main process, as main checks it.
 *
 * The renderer calls `window.pos.<area>.<method>(...)`; the Electron preload carries each call
 * over IPC on the channel `pos:<area>.<method>`, the browser host over loopback HTTP at
 * `/bridge/<area>.<method>`. Each domain declares its calls once, in shared/bridge/<domain>.ts
 * (values, signatures, argument schemas, who may make them); shared/bridge/contract.ts merges
 * them. This file is the merged contract's entry for the main process: the names callers import,
 * and the argument schemas, built here from the declarations (the page and the preload never
 * load them, nor zod).
 */
import type { z } from 'zod';
import { makeArgKit } from './arg-kit.js';
import type { DeclaredCall } from './call-declaration.js';
import { APPROVABLE, BRIDGE_CALLS, type PosCalls } from './contract.js';

export type { SessionStatus, WishlistView } from './account.js';
export type { AppInfo, ConnectionState, DiagnosticsSaved, StartState, UpdateState } from './app.js';
export type { CatalogFacets, CatalogFilters, CatalogQuery, CatalogResults, CatalogSort, ProductPicture } from './catalog.js';
export type { BridgeArgs, BridgeMethodName, PosCalls } from './contract.js';
export type { BridgeEvent } from './events.js';
export type { OfflineStatus } from './offline.js';
export type { AlertsView, BoardReading, StatusChange, TrackedOrder } from './orders.js';
export type { PosBridge, PosIpc } from './pos-bridge.js';
export type { ReportCsvFile, ReportQuery, SalesReportView } from './reports.js';
export type { BridgeResult, PosErrorInfo } from './results.js';
export type {
  AddressDetails,
  CardTender,
  CashTender,
  CustomerDetails,
  DiscountInput,
  Receipt,
  SaleAttention,
  SaleCart,
  SaleCheck,
  SaleDiscount,
  TenderResult,
} from './sale.js';
export type { HardwareCheck, PrinterSettings, PrintOutcome, ReceiptPrint } from '../hardware/hardware-calls.js';
export type { CashCountInput, DrawerMovementInput, PastShift, ShiftStatus } from './shift.js';
export type { StaffMemberView, TillStaffState } from './staff.js';
export type {
  AdminStatus,
  AgenticDocumentStatus,
  LineOptionView,
  StoreProfileView,
  StoreServiceStatus,
  TillAuthentication,
  TillPublicKey,
  TillSigningStatus,
} from './store.js';
export type { TerminalResult, TerminalState } from './terminal.js';
export { BRIDGE_METHODS, MANAGER_ACTION_WORDS, MANAGER_ON_TILL, MANAGER_ONLY, OPEN_WHILE_LOCKED, RIGHT_OF_CALL } from './contract.js';
export { IPC_CHANNEL_PREFIX, IPC_EVENT_CHANNEL } from './bridge-methods.js';

type ArgSchemas = {
  [A in keyof PosCalls]: {
    [M in keyof PosCalls[A]]: PosCalls[A][M] extends (...args: infer P) => unknown ? z.ZodType<P> : never;
  };
};

/** Every call's argument schema, by area and method: a call's arguments are parsed with it before a service runs. */
export const bridgeArgs = ((kit) =>
  Object.fromEntries(
    Object.entries(BRIDGE_CALLS).map(([area, calls]) => [
      area,
      Object.fromEntries(Object.entries(calls as Record<string, DeclaredCall>).map(([method, declaration]) => [method, declaration.args(kit)])),
    ]),
  ))(makeArgKit(APPROVABLE)) as ArgSchemas;
