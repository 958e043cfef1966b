/**
 * PosBridge: the one contract between the renderer and the main process.
 *
 * The renderer calls `window.pos.<area>.<method>(...)`; the Electron preload carries each call
 * over IPC on the channel `pos:<area>.<method>`, the browser host over loopback HTTP at
 * `/bridge/<area>.<method>`. Both ends import this file: the method list and the schemas that
 * validate every argument before a service sees it live here and nowhere else.
 */
import { z } from 'zod';
import type { StoreLocation } from '../store-location.js';
import type { BudgetView } from '../schedule/request-scheduler.js';
import type { FieldErrors } from '../storefront/errors.js';
import { MAX_LINE_QUANTITY } from '../sale/line-quantity.js';
import { LINE_OPTION_NAME, LINE_OPTION_NAME_RULE, MAX_LINE_OPTIONS } from '../sale/line-options.js';
import type { ParkedCarts, ParkedResume } from '../parked/parked-carts.js';
import type { OfflineReplayRun, OfflineSaleView } from '../offline/offline-outbox.js';
import type { BoardFilters } from '../orders/orders-board.js';
import type { BoardActionResult, BoardOrderDetail, BoardState } from '../orders/orders-board-actions.js';
import type { ApprovalRequest } from '../shift/manager-approval.js';
import { PUBLISHABLE_KEY_PATTERN } from '../storefront/publishable-key.js';
import type { Denomination, DenominationCount } from '../sale/cash-denominations.js';
import type { ShiftReport } from '../shift/shift-report.js';
import type { OfflineLimits } from '../offline/offline-limits.js';
import type { StaffRef, StaffRole } from '../shift/till-journal.js';
import type { PickList } from '../reports/pick-list.js';
import type { PackingSlips } from '../reports/packing-slip.js';
import type { ReportRange, ReportRangeInput } from '../reports/report-range.js';
import type { SalesReport } from '../reports/sales-report.js';
import type { AlertThresholds, OrderAlert } from '../reports/alerts.js';
import type {
  Account,
  Cart,
  CheckoutValidation,
  CreditCard,
  EstimatedShippingRate,
  Order,
  PaymentMethod,
  Policy,
  Post,
  PostCategory,
  Product,
  Page,
  SavedAddress,
  Store,
  Taxon,
  Wishlist,
} from '../storefront/types.js';

// ---------------------------------------------------------------------------------------------
// Values that cross the bridge
// ---------------------------------------------------------------------------------------------

/** A cart as the renderer sees it: the order token never crosses the bridge. */
export type SaleCart = Omit<Cart, 'token'>;

/**
 * "Save diagnostics": where the bundle went. Under Electron it is written where the manager chose
 * in the save dialog (or not at all, when they cancelled); the browser host answers the bundle
 * itself and the page downloads it.
 */
export type DiagnosticsSaved = { outcome: 'saved'; fileName: string } | { outcome: 'cancelled' } | { outcome: 'download'; fileName: string; text: string };

export interface AppInfo {
  version: string;
  /** 'demo' when the embedded demo store serves the app, 'store' for a configured store. */
  mode: 'demo' | 'store';
  storeName: string;
  storeUrl: string;
  currency: string;
  /** Where the app runs: inside Electron or served to a browser by the browser host. */
  shell: 'electron' | 'browser';
  /** Custom line-item options the store in use has registered (none for most stores). */
  lineOptions: LineOptionView[];
  /**
   * What the till found damaged on disk at its start and how it went on, and what happened since
   * that the clerk must know (the embedded demo store stopped…), in words (usually none).
   */
  warnings: string[];
}

export type CatalogSort = 'relevance' | 'name' | '-name' | 'price' | '-price' | 'newest';

export interface CatalogFilters {
  priceMin?: number | null;
  priceMax?: number | null;
  inStock?: boolean;
  backorderable?: boolean;
  /** Option type name to option value name, e.g. { color: 'navy', size: 'm' }. */
  options?: Record<string, string>;
  /** Property name to value, e.g. { material: 'Organic cotton' }. */
  properties?: Record<string, string>;
}

export interface CatalogQuery extends CatalogFilters {
  text?: string;
  /** Browses a taxon and every taxon under it. */
  taxonId?: string;
  sort?: CatalogSort;
  page?: number;
  perPage?: number;
}

/** What the products of a browse hold, so filters only offer choices that find something. */
export interface CatalogFacets {
  optionTypes: { name: string; presentation: string; values: { name: string; presentation: string; count: number }[] }[];
  /** Product properties shown to customers (material, brand…) with the values the products hold. */
  properties: { name: string; presentation: string; values: { name: string; presentation: string; count: number }[] }[];
  price: { min: number; max: number } | null;
}

export interface CatalogResults extends Page<Product> {
  /** Present when the answer came from the local catalog. */
  facets?: CatalogFacets;
}

interface CodeLookup {
  product: Product;
  variantId: string;
}

interface CatalogStatus {
  /** Products in the local index (0 until the first sync). */
  products: number;
  syncedAt: string | null;
}

export interface SessionStatus {
  signedIn: boolean;
  email: string | null;
  /** False when no OS keychain is available: the sign-in lasts until the app closes. */
  persistent: boolean;
}

/** A product picture handed to the page as a data URL (the page never fetches from a store). */
export interface ProductPicture {
  alt: string;
  dataUrl: string;
}

/** The manager's admin client at the store: connected or not, and which client (never its secret). */
export interface AdminStatus {
  connected: boolean;
  clientId: string | null;
  persistent: boolean;
}

interface StoreOrdersQuery {
  state?: string;
  paymentState?: string;
  shipmentState?: string;
  /** Only orders changed after this instant (ISO 8601). */
  updatedSince?: string;
  page?: number;
}

export interface StoreProfileView {
  id: string;
  name: string;
  /** Null for the built-in demo store. */
  baseUrl: string | null;
  dialect: 'shop' | 'spree';
  currency: string | null;
  active: boolean;
  /** The store this app is talking to right now (the chosen one, once the till has changed to it). */
  inUse: boolean;
  /** This till signs every request to the store (RFC 9421) with its own key. */
  signsRequests: boolean;
  /** Custom line-item options the store has registered, offered when adding a product. */
  lineOptions: LineOptionView[];
  /** Whether a publishable key is kept for this store (in the keychain; the key itself never leaves the main process). */
  publishableKey: boolean;
  /** Where the store sells from (an in-store pickup sale's address), or null until a manager sets it. */
  location: StoreLocation | null;
  /** The email a walk-in sale carries (the default derived from the store unless one is set). */
  walkInEmail: string;
  /** The time zone its reports and CSV times keep (IANA name): the one a manager set, else the till's own. */
  timeZone: { name: string; tillsOwn: boolean };
}

/** A store profile's location (null clears it) and walk-in email (null: back to the default). */
export interface WalkInPickupInput {
  location: StoreLocation | null;
  walkInEmail: string | null;
}

/** A custom line-item option: its registered name and how the counter labels it. */
export interface LineOptionView {
  name: string;
  label: string;
}

interface StoreProfileInput {
  name: string;
  baseUrl: string;
  dialect: 'shop' | 'spree';
  currency?: string;
  agenticUrl?: string;
  /** Names of the custom line-item options the store has registered. */
  lineOptions?: string[];
  /** Makes it the store in use at once (between sales); absent or false: only listed. */
  use?: boolean;
}

interface SignInDetails {
  email: string;
  password: string;
}

/** A postal address as the cashier types it. */
export interface AddressDetails {
  firstname: string;
  lastname: string;
  address1: string;
  address2?: string;
  city: string;
  zipcode: string;
  phone?: string;
  stateName?: string;
  countryIso: string;
}

/** The customer's email and billing address, and where to ship when that is elsewhere. */
export interface CustomerDetails extends AddressDetails {
  email: string;
  /** Absent: ship to the billing address (or, picked up in store, to the store). */
  shipping?: AddressDetails;
  /**
   * The customer collects at the counter: the store's location is the shipping address (so the
   * tax is the store's own) and in-store pickup is chosen; their address is the billing address.
   */
  pickupInStore?: boolean;
}

export interface CashTender {
  /** Amount handed over by the customer, decimal string in the cart currency. */
  tendered: string;
}

/**
 * What one tender of a split sale came to: the order placed (the tenders covered it), or a part
 * taken with what is still to pay (amounts as decimal strings in `currency`).
 */
export type TenderResult =
  { outcome: 'placed'; receipt: Receipt } | { outcome: 'partial'; taken: { methodName: string; amount: string }; remaining: string; currency: string };

/**
 * What presenting a card at the terminal came to: the tender taken (or the order placed), or
 * why not, in words for the clerk. After a timeout the next present asks the terminal what
 * became of the charge before asking for a card again.
 */
export type TerminalResult = TenderResult | { outcome: 'declined' | 'cancelled' | 'timeout'; message: string };

/** The terminal's side for the clerk's panel: its name and the charge waiting for a card. */
export interface TerminalState {
  name: string;
  /** Whether the clerk plays the customer (the simulated terminal of the demo store). */
  simulated: boolean;
  waiting: { amount: string; currency: string } | null;
}

/** A card payment by processor token (the card itself never reaches the app). */
export interface CardTender {
  token: string;
  name: string;
  ccType?: 'visa' | 'mastercard' | 'amex';
  lastDigits?: string;
  month?: number;
  year?: number;
}

export interface Receipt {
  order: Omit<Order, 'token'>;
  storeName: string;
  paymentMethodName: string;
  /** A split sale's tenders, each by the till's name for it and the amount the store took. */
  tenders?: { methodName: string; amount: string }[];
  tendered: string | null;
  change: string | null;
  printedAt: string;
  /** The store's return policy, printed under the totals; null when the store publishes none. */
  returnPolicy?: { name: string; body: string } | null;
  /**
   * Set when the order was placed by an earlier attempt whose answer was lost (e.g. before a
   * restart), in words for the cashier: no payment may be taken again.
   */
  notice?: string | null;
  /** The staff member on the till when the receipt was made ("Served by"), or null when no one was. */
  servedBy: string | null;
  /**
   * A sale taken while the store could not be reached: `order.number` is its local reference
   * (the store's order number follows when the sale is placed), the tax as the till estimated it.
   */
  offline?: { ref: string; taxNote: string } | null;
}

/**
 * Selling while the store cannot be reached, as the counter shows it: whether the next sale (or
 * the one in progress) is taken offline, cash only, from the local catalog; whether a limit the
 * manager set stops it, in words; the limits; the offline sales still to be placed at the store.
 */
export interface OfflineStatus {
  /** The sale in progress, or the next one, is an offline sale. */
  selling: boolean;
  /** Why no offline sale may be taken now (a limit passed), in words; null when they may. */
  stopped: string | null;
  limits: OfflineLimits;
  /** Offline sales not yet placed at the store, in the store's currency. */
  pending: { count: number; total: string; currency: string };
  /** The store's tax rate for walk-in sales as last observed (e.g. "0.082500"), or null: the store adds the tax. */
  taxRate: string | null;
  /** When the store last answered this till (ISO 8601), or null when it never has. */
  storeLastAnsweredAt: string | null;
}

/** A member of this till's staff roster as screens show them (the PIN never leaves the roster). */
export interface StaffMemberView extends StaffRef {
  addedAt: string;
}

/** Who is on the till, and whether it is open. */
export interface TillStaffState {
  /** setup: the roster is empty (a manager must be created first); locked: a PIN opens it; open. */
  state: 'setup' | 'locked' | 'open';
  /** Who is on the till while it is open. */
  onTill: StaffRef | null;
  /** Who was on the till before it locked. */
  lastOnTill: StaffRef | null;
  /** Why the till is locked: idle, by hand (the Lock button or key), or since the app started. */
  lockedBecause: 'idle' | 'hand' | 'start' | null;
  /** While wrong PINs make the till wait: when a PIN may be tried again (ISO 8601). */
  retryAt: string | null;
  /** Minutes without use before the till locks itself; null: never. */
  idleLockMinutes: number | null;
  /** Words for whoever opens the till (e.g. a damaged roster set aside), or null. */
  notice: string | null;
}

/** A manager's approval of one action, by PIN. */
interface StaffApproval {
  approvedBy: string;
  /** The approval is spent by the call it names, or lapses at this instant, at the lock or when someone else is on the till (ISO 8601). */
  validUntil: string;
}

interface NewStaffMember {
  name: string;
  role: StaffRole;
  pin: string;
}

export interface StatusChange {
  at: string;
  field: 'state' | 'paymentState' | 'shipmentState';
  from: string | null;
  to: string | null;
}

interface TrackedShipment {
  number: string;
  state: string;
  trackingUrl: string | null;
}

interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
}

interface SignUpDetails {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** The customer's default wishlist as the Customer screen shows it (its share token stays in the main process). */
export type WishlistView = Omit<Wishlist, 'token' | 'items'> & { items: (Wishlist['items'][number] & { productName: string | null })[] };

type SaleValidation = Omit<CheckoutValidation, 'cart'> & { cart: SaleCart };

/** A sale the cashier must not pay again before the store has said what became of it. */
export interface SaleAttention {
  number: string;
  /** Paying: the payment was being added; completing: the order was being placed. */
  step: 'paying' | 'completing';
  message: string;
}

export type SaleCheck = { outcome: 'placed'; receipt: Receipt } | { outcome: 'open'; cart: SaleCart | null } | { outcome: 'gone' };

/** This till's public signing key (Ed25519) as the store's operator registers it; the private part never leaves the keychain. */
export interface TillPublicKey {
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
  createdAt: string;
}

/** Signed requests (RFC 9421) of this till to the store in use. */
export interface TillSigningStatus {
  /** False when the store in use is not one of the store profiles (given on the command line): nothing can be set. */
  available: boolean;
  /** The store profile it applies to. */
  profileName: string | null;
  key: TillPublicKey | null;
  /** Every request to the store is signed with the key. */
  signing: boolean;
  /** False when no OS keychain is available: the key lasts until the app closes. */
  persistent: boolean;
}

/** What the store says of this till's signed requests, as its `/status` answers a signed request. */
export interface TillAuthentication {
  /** authenticated: the store knows the key; refused: it turned the signature down (`message` says why); unknown: it does not say. */
  state: 'authenticated' | 'refused' | 'unknown';
  /** Who the store authenticated the request as (its name for the till), when it says. */
  as: string | null;
  message: string | null;
}

/** The store's service status (`/status`) and the request budget as this till sees it. */
export interface StoreServiceStatus {
  /** e.g. "operational", or "unknown" when the store publishes no status. */
  state: string;
  incidents: { title: string; status: string | null; startedAt: string | null }[];
  /** The store's published rate-limit policy, e.g. "60;w=60". */
  policy: string | null;
  /** Whose budget it is, as the store says: this till's own (a signed till it authenticated) or the address's, shared by every client there. */
  bucket: 'till' | 'address' | null;
  budget: BudgetView;
  /** The store's agentic discovery document (UCP), as the app read it for live prices. */
  agentic: AgenticDocumentStatus;
  checkedAt: string;
  /** This till's signed requests as the store sees them; null when the till does not sign. */
  till: TillAuthentication | null;
}

/**
 * What the app made of the store's UCP document ({agentic_url}/.well-known/ucp):
 * - `none`: the store has no agentic URL (live prices by polling);
 * - `verified`: shape and every signing key checked; its MCP endpoint is used (null: it names
 *   none, live prices by polling);
 * - `absent`: the store publishes none (404); MCP at the interface's address {agentic_url}/mcp;
 * - `refused`: the document failed a check (`reason` in words); live prices by polling;
 * - `unreadable`: it could not be read (no answer, an error status); live prices by polling.
 */
export type AgenticDocumentStatus =
  | { state: 'none' }
  | { state: 'verified'; documentUrl: string; signingKeys: string[]; mcpEndpoint: string | null }
  | { state: 'absent'; documentUrl: string; mcpEndpoint: string }
  | { state: 'refused' | 'unreadable'; documentUrl: string; reason: string };

export interface TrackedOrder {
  number: string;
  email: string | null;
  itemCount: number;
  total: string;
  displayTotal: string;
  currency: string;
  state: string;
  paymentState: string | null;
  shipmentState: string | null;
  shipments: TrackedShipment[];
  completedAt: string | null;
  /** The account the order was placed under (checked in one batch with that account's orders), or null for a guest order. */
  account: string | null;
  /** When the store last answered for this order (a failed check leaves it and sets lastError). */
  lastCheckedAt: string | null;
  nextCheckAt: string | null;
  /** The last check's failure in words, cleared by the next good check. */
  lastError: string | null;
  history: StatusChange[];
}

export type UpdateState =
  | { state: 'disabled'; reason: string }
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'downloading'; percent: number }
  | { state: 'ready'; version: string }
  | { state: 'error'; message: string };

/** What the app knows of the store's connection; `lastOkAt`: when the store last answered (ISO 8601), or null. */
export type ConnectionState =
  /** Nothing known yet: the store has not answered since the app started. */
  | { state: 'checking'; lastOkAt: string | null }
  | { state: 'online'; lastOkAt: string | null }
  | { state: 'offline'; message: string; lastOkAt: string | null }
  | { state: 'rate_limited'; retryAt: string; lastOkAt: string | null };

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

/** A report's range as the page asks for it, in days of the store's time zone (its profile's, else the till's own). */
export type ReportQuery = ReportRangeInput;

/** A sales report over a range, and what reading it cost at the store. */
export interface SalesReportView {
  range: ReportRange;
  /** The time zone the range, hours and weekdays are in (IANA name). */
  timeZone: string;
  report: SalesReport;
  /** Platform API requests the read took (one per 100 orders; 0 when answered from the last minute's read). */
  requests: number;
  /** False when the range held more orders than one read takes (3,000): the report counts the first ones. */
  complete: boolean;
  readAt: string;
}

/** The report's CSV files: one row per order, or one row per line item. */
export type ReportCsvFile = 'orders' | 'line-items';

interface ReportCsvExport {
  fileName: string;
  /** Where the file was saved (the save dialog, Electron); null when cancelled or when the page downloads it. */
  savedTo: string | null;
  /** The file's text for the page to download (browser host); null when main saved it. */
  csv: string | null;
  rows: number;
}

/** Alerts for managers: the rules' thresholds, the alerts that hold now, and the last check. */
export interface AlertsView {
  thresholds: AlertThresholds;
  alerts: OrderAlert[];
  checkedAt: string | null;
  /** The last check's failure in words (no admin client, store unreachable…), or null. */
  error: string | null;
}

export type BridgeEvent =
  | { type: 'orders.changed'; orders: TrackedOrder[] }
  | { type: 'sale.changed'; cart: SaleCart | null }
  | { type: 'sale.attention'; attention: SaleAttention | null }
  /** The store turned out to have placed the sale although the till never saw its answer: show this receipt. */
  | { type: 'sale.placed'; receipt: Receipt }
  /** The card terminal started or stopped waiting for a card. */
  | { type: 'terminal.changed'; terminal: TerminalState }
  /** Where the main process cannot open the system browser (the browser host), the page opens this sign-in URL. */
  | { type: 'browser.open'; url: string }
  | { type: 'connection.changed'; connection: ConnectionState }
  | { type: 'update.changed'; update: UpdateState }
  /** Who is signed in changed: a sign-in or sign-out here, or the store no longer accepting the sign-in. */
  | { type: 'session.changed'; session: SessionStatus }
  /** A product's first picture is now kept on disk: the grid can ask for its thumbnail. */
  | { type: 'catalog.pictureCached'; productId: string }
  /** The till locked, opened, or changed hands (or its idle-lock time changed). */
  | { type: 'staff.changed'; till: TillStaffState }
  /** The parked carts changed (one parked, resumed, discarded or found gone at the store). */
  | { type: 'parked.changed'; parked: ParkedCarts }
  /** The offline outbox changed (a sale sent, placed, refused or decided by a manager). */
  | { type: 'offline.changed'; outbox: OfflineSaleView[] }
  /** Replaying offline sales stopped for something the till cannot settle by itself (in words), or got through again (null). */
  | { type: 'offline.problem'; problem: string | null }
  /** What the till must tell the clerk changed (e.g. the embedded demo store stopped and was started again): the whole list. */
  | { type: 'app.warnings'; warnings: string[] }
  /** Offline selling began or ended, a limit stopped it, or the offline sales still to place changed. */
  | { type: 'offline.selling'; offline: OfflineStatus }
  /** The alerts for managers were checked (or their thresholds changed). */
  | { type: 'alerts.changed'; alerts: AlertsView }
  /** The till changed store (a manager chose or added one): everything the page shows is the new store's, so it starts again. */
  | { type: 'store.changed' }
  /** The orders board is reading the store's orders (page of pages, once the store has said), or has finished (null). */
  | { type: 'board.reading'; reading: BoardReading | null };

/** How far the orders board's read has gone: the page being read, and how many the store said there are (null until it has). */
export interface BoardReading {
  page: number;
  pages: number | null;
}

export type PosErrorKind =
  | 'invalid_input'
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'offline'
  | 'server'
  | 'no_sale'
  /** The step found the sale's order already placed: the sale is over and its receipt is shown. */
  | 'placed'
  | 'not_signed_in'
  /** The till is locked (or has no manager yet): a PIN must open it first. */
  | 'locked'
  /** Only a manager may do this: the person on the till is not one and no manager approved it. */
  | 'manager_required'
  /** An in-store pickup sale needs the store's location, and none is set (Settings, Stores). */
  | 'no_location';

export interface PosErrorInfo {
  kind: PosErrorKind;
  /** Words a cashier understands. */
  message: string;
  fieldErrors?: FieldErrors | null;
  retryAfterSeconds?: number | null;
  /** With `manager_required`: the action a manager must approve, in words. */
  action?: string | null;
  /** With `manager_required`: the action as `staff.approve` must name it (the method and the record it acts on). */
  approval?: ApprovalRequest | null;
}

/** What every bridge call answers on the wire: the value, or an error described as data. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: PosErrorInfo };

// ---------------------------------------------------------------------------------------------
/**
 * What the first screen needs, in one answer that never waits on the store: the app and store
 * (null while the store's own details are on their way: ask `app.info()`), who is signed in, the
 * update, the connection as main knows it now, and the first page of the local catalog (null when
 * none is cached yet: ask `catalog.search`, which asks the store).
 */
export interface StartState {
  info: AppInfo | null;
  session: SessionStatus;
  update: UpdateState;
  connection: ConnectionState;
  catalog: CatalogResults | null;
}

// The calls
// ---------------------------------------------------------------------------------------------

export interface PosCalls {
  app: {
    /** Everything the first screen needs at once, answered from what main holds (see StartState). */
    start(firstPage: CatalogQuery): Promise<StartState>;
    info(): Promise<AppInfo>;
    update(): Promise<UpdateState>;
    /** Restarts into a downloaded update, when the user chooses to. */
    restartToUpdate(): Promise<void>;
    /** The store's `/status` and the budget left. */
    storeStatus(): Promise<StoreServiceStatus>;
    /** The connection to the store, checked with the store now (a page that opens asks), with when it last answered. */
    connection(): Promise<ConnectionState>;
    /** Demo store only: back to its first-start data; this till's sale, tracked orders and catalog start over. */
    resetDemoStore(): Promise<void>;
    /**
     * One file for support: the log, versions, settings without secrets, the journal's state and the
     * native modules (never a token, PIN, PIN hash, order token or customer address). `browser`: the
     * page's user agent, naming its Chromium when the page is not Electron's.
     */
    saveDiagnostics(browser: string): Promise<DiagnosticsSaved>;
  };
  catalog: {
    search(query: CatalogQuery): Promise<CatalogResults>;
    product(slugOrId: string): Promise<Product>;
    taxons(): Promise<Taxon[]>;
    /** A product's pictures as data URLs, fetched by the main process from the store. */
    images(productId: string): Promise<ProductPicture[]>;
    /**
     * The Sell grid's thumbnails: each product's first picture as a data URL, by product id, only
     * for pictures already kept on disk (never a request for the counter). Those not kept yet are
     * fetched behind everything else; `catalog.pictureCached` says when each is there.
     */
    thumbnails(productIds: string[]): Promise<Record<string, string>>;
    /** The product and variant a scanned or typed SKU or barcode names, from the local index. */
    lookupCode(code: string): Promise<CodeLookup | null>;
    status(): Promise<CatalogStatus>;
  };
  sale: {
    /** The sale in progress, or null when none has started. */
    current(): Promise<SaleCart | null>;
    /** `lineOptions`: values of the store's custom line options by name (an empty value clears one). */
    addLine(variantId: string, quantity: number, lineOptions?: Record<string, string>): Promise<SaleCart>;
    /** Adds the variant a scanned SKU or barcode names. */
    addByCode(code: string, quantity: number): Promise<SaleCart>;
    setQuantity(lineItemId: string, quantity: number): Promise<SaleCart>;
    removeLine(lineItemId: string): Promise<SaleCart>;
    /** Email and address in one update; answers the cart with its shipments and rates. */
    setCustomer(details: CustomerDetails): Promise<SaleCart>;
    /**
     * A walk-in sale collected at the counter: the store's location as billing and shipping
     * address and its walk-in email, stepped to shipping with in-store pickup chosen.
     */
    pickupInStore(): Promise<SaleCart>;
    selectShippingRate(shipmentId: string, rateId: string): Promise<SaleCart>;
    paymentMethods(): Promise<PaymentMethod[]>;
    /** Takes cash, completes the order, starts tracking it and answers the receipt. */
    payCash(tender: CashTender): Promise<Receipt>;
    /** Pays by card with a processor token; a decline leaves the sale open for another payment. */
    payCard(card: CardTender): Promise<Receipt>;
    /** Abandons the sale in progress (the cart is deleted at the store). */
    discard(): Promise<void>;
    /** Applies a coupon or gift-card code; the store's message when it refuses. */
    applyCode(code: string): Promise<SaleCart>;
    removeCode(code: string): Promise<SaleCart>;
    removeAllCodes(): Promise<SaleCart>;
    /** Empties the cart and keeps the sale open. */
    empty(): Promise<SaleCart>;
    changeCurrency(currency: string): Promise<SaleCart>;
    estimateShipping(countryIso: string): Promise<EstimatedShippingRate[]>;
    /** Attaches the sale to the signed-in customer's account (a guest cart becomes theirs). */
    attachCustomer(): Promise<SaleCart>;
    /** The signed-in customer's store credit toward this sale (all that covers it when no amount). */
    addStoreCredit(amount?: string): Promise<SaleCart>;
    removeStoreCredit(): Promise<SaleCart>;
    /** Pays with a card the signed-in customer saved, and completes. */
    paySavedCard(cardId: string): Promise<Receipt>;
    /**
     * Split tender: cash toward the balance. Cash at or above the balance places the order (change
     * only from cash); less pays that part and answers what is still to pay.
     */
    tenderCash(tender: CashTender): Promise<TenderResult>;
    /** Split tender: a card by processor token pays `amount` of the balance (never more). */
    tenderCard(card: CardTender & { amount: string }): Promise<TenderResult>;
    /** Split tender: the signed-in customer's saved card pays `amount` of the balance. */
    tenderSavedCard(cardId: string, amount: string): Promise<TenderResult>;
    /** Completes a sale whose payments (store credit, gift cards) already cover it. */
    completePaid(): Promise<Receipt>;
    /** Asks the store whether the sale can be paid as it stands: what changed if not. */
    validate(): Promise<SaleValidation>;
    /** A sale whose payment was sent but not confirmed (the store could not be reached), or null. */
    attention(): Promise<SaleAttention | null>;
    /** Asks the store what became of that sale: placed (with its receipt) or still open. */
    checkAgain(): Promise<SaleCheck>;
    /**
     * The receipt of an order the store placed although the till never saw its answer (found when
     * the sale was reconciled, e.g. after a restart), until the cashier has seen it or started the
     * next sale; else null.
     */
    unseenReceipt(): Promise<Receipt | null>;
    /** The cashier has seen that order's receipt: it is not offered again. */
    receiptSeen(orderNumber: string): Promise<void>;
  };
  /** Sales set aside at this till and resumed later (the list is local: listing costs no request). */
  parked: {
    /** The parked carts, oldest first, with what each held when parked. */
    list(): Promise<ParkedCarts>;
    /** Parks the sale in progress (no request); `label` is optional words for it. Refused while its payment is unconfirmed. */
    park(label: string | null): Promise<ParkedCarts>;
    /**
     * Resumes a parked cart (one cart read) and says what changed at the store since it was
     * parked. `parkOpenSale`: park the sale in progress first, under that label; without it a
     * sale in progress refuses the resume.
     */
    resume(number: string, parkOpenSale?: { label: string | null }): Promise<ParkedResume>;
    /** Deletes a parked cart at the store and forgets it. */
    discard(number: string): Promise<ParkedCarts>;
  };
  /** The signed-in customer's account (Customer screen); every call needs a sign-in. */
  customer: {
    profile(): Promise<Account>;
    updateProfile(changes: ProfileChanges): Promise<Account>;
    /** Creates an account at the counter and signs it in on this till. */
    signUp(details: SignUpDetails): Promise<SessionStatus>;
    addresses(): Promise<SavedAddress[]>;
    /** Adds an address, or changes the one with `id`; answers the address book. */
    saveAddress(entry: { id?: string; label?: string; address: AddressDetails }): Promise<SavedAddress[]>;
    deleteAddress(id: string): Promise<SavedAddress[]>;
    cards(): Promise<CreditCard[]>;
    deleteCard(id: string): Promise<CreditCard[]>;
    orders(page: number): Promise<Page<SaleCart>>;
    wishlist(): Promise<WishlistView>;
    addToWishlist(variantId: string, quantity: number): Promise<WishlistView>;
    removeFromWishlist(wishedItemId: string): Promise<WishlistView>;
  };
  /** What the store publishes: its details, policies, posts (Store screen, receipts). */
  content: {
    store(): Promise<Store>;
    policies(): Promise<Policy[]>;
    posts(query: { page?: number; categoryId?: string }): Promise<Page<Post>>;
    postCategories(): Promise<PostCategory[]>;
  };
  orders: {
    list(): Promise<TrackedOrder[]>;
    refresh(number: string): Promise<TrackedOrder>;
    /** A tracked order in full (lines, shipments, payments, addresses), read from the store now. */
    detail(number: string): Promise<SaleCart>;
    /** Finds a guest order by its number and order token (from the customer's email) and tracks it. */
    lookup(number: string, orderToken: string): Promise<TrackedOrder>;
  };
  /** The cash drawer and the shift: float, pay-ins and pay-outs, the X report, closing with the Z report. */
  shift: {
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
  };
  receipt: {
    /** Prints the screen's receipt through the OS print dialog; false where the shell cannot (the browser prints itself). */
    print(): Promise<boolean>;
    /** Saves the receipt as a PDF where the user chooses; the path, or null if cancelled or not possible here. */
    savePdf(suggestedName: string): Promise<string | null>;
  };
  stores: {
    list(): Promise<StoreProfileView[]>;
    add(input: StoreProfileInput): Promise<StoreProfileView[]>;
    remove(id: string): Promise<StoreProfileView[]>;
    /** Makes the store the one in use, at once (between sales), as adding one with `use` does. */
    activate(id: string): Promise<StoreProfileView[]>;
    /**
     * Keeps the store's publishable key for this profile in the keychain (checked with the store
     * first when it is the store in use, and sent from then on as X-Shop-Token on its requests).
     */
    setPublishableKey(id: string, key: string): Promise<StoreProfileView[]>;
    /** Forgets the profile's publishable key (its requests go without one). */
    clearPublishableKey(id: string): Promise<StoreProfileView[]>;
    /** Sets where the store sells from and the email of its walk-in sales. */
    setPickup(id: string, pickup: WalkInPickupInput): Promise<StoreProfileView[]>;
    /** Sets the store in use's location from its own default stock location (read with the admin client). */
    fillLocation(id: string): Promise<StoreProfileView[]>;
    /** Sets the time zone of the store's reports and CSV times (an IANA name such as America/New_York; null: the till's own); an unknown one is refused in words. */
    setTimeZone(id: string, zone: string | null): Promise<StoreProfileView[]>;
  };
  /** This till's signing key and whether its requests to the store in use are signed. */
  terminal: {
    /** The terminal's name and the charge it is waiting on (for the terminal panel). */
    state(): Promise<TerminalState>;
    /** Asks the terminal for `amount` of the sale's balance; answers once the terminal does. */
    present(amount: string): Promise<TerminalResult>;
    /** Training: plays the customer at the simulated terminal (refused for a real one). */
    simulate(choice: 'approve' | 'decline' | 'timeout' | 'cancel'): Promise<TerminalState>;
    /** Training: a test card number presented at the simulated terminal. */
    simulateCard(cardNumber: string): Promise<TerminalState>;
  };
  till: {
    status(): Promise<TillSigningStatus>;
    /** Makes the till's key pair (a new one replaces the old: register it again); answers its public JWK. */
    createKey(): Promise<TillSigningStatus>;
    /** Signs every request to the store in use from now on (needs a key), or stops. */
    setSigning(on: boolean): Promise<TillSigningStatus>;
  };
  admin: {
    status(): Promise<AdminStatus>;
    /** Checks the client with the store (client_credentials, scope admin), then keeps it in the keychain. */
    connect(details: { clientId: string; clientSecret: string }): Promise<AdminStatus>;
    disconnect(): Promise<AdminStatus>;
    /** Every order of the store (Platform API), newest first; needs a connected admin client. */
    storeOrders(query: StoreOrdersQuery): Promise<Page<SaleCart>>;
  };
  /**
   * The manager's orders board (a manager on the till, the admin client connected): every order
   * of the store in the date range, grouped by what needs doing, and the actions on them.
   */
  board: {
    /** The board for these filters: read from the store when the range is new, else from what was read. */
    view(filters: BoardFilters): Promise<BoardState>;
    /** Asks the store what changed since the last read (one request), then answers the board. */
    refresh(filters: BoardFilters): Promise<BoardState>;
    /** One order in full with its history of actions at this till. */
    order(number: string): Promise<BoardOrderDetail>;
    /** A pickup's shipment is ready at the counter (pending → ready). */
    markReady(orderNumber: string, shipmentNumber: string): Promise<BoardActionResult>;
    /** The customer collected it (the store's delivered step). */
    markPickedUp(orderNumber: string, shipmentNumber: string): Promise<BoardActionResult>;
    /** Shipped with the carrier and tracking number. */
    ship(orderNumber: string, shipmentNumber: string, details: { carrier: string; tracking: string }): Promise<BoardActionResult>;
    cancelShipment(orderNumber: string, shipmentNumber: string, reason: string): Promise<BoardActionResult>;
    /** Cancels the order: its stock goes back and its payments are voided. */
    cancelOrder(orderNumber: string, reason: string): Promise<BoardActionResult>;
    resumeOrder(orderNumber: string, reason: string): Promise<BoardActionResult>;
    approveOrder(orderNumber: string): Promise<BoardActionResult>;
  };
  /** This till's staff: the roster, the lock, who is on the till, a manager's approval. */
  staff: {
    /** Who is on the till and whether it is locked (also answered while it is locked). */
    state(): Promise<TillStaffState>;
    /** First start only (the roster is empty): creates the first manager and opens the till for them. */
    setUp(first: { name: string; pin: string }): Promise<TillStaffState>;
    /** Opens the till for whoever's PIN this is: the same person, or a switch to another. */
    unlock(pin: string): Promise<TillStaffState>;
    /** Locks the till by hand (the sale in progress is kept). */
    lock(): Promise<TillStaffState>;
    /** The person on the till is using it: the idle lock starts counting again. */
    stillHere(): Promise<void>;
    /**
     * A manager approves one action: the call `request` names (its method and the record it acts
     * on, as the refusal said them), made by the person on the till within 2 minutes.
     */
    approve(pin: string, request: ApprovalRequest): Promise<StaffApproval>;
    list(): Promise<StaffMemberView[]>;
    add(member: NewStaffMember): Promise<StaffMemberView[]>;
    remove(id: string): Promise<StaffMemberView[]>;
    setRole(id: string, role: StaffRole): Promise<StaffMemberView[]>;
    resetPin(id: string, pin: string): Promise<StaffMemberView[]>;
    /** Minutes without use before the till locks itself (1 to 240), or null for never. */
    setIdleLock(minutes: number | null): Promise<TillStaffState>;
  };
  session: {
    status(): Promise<SessionStatus>;
    signIn(details: SignInDetails): Promise<SessionStatus>;
    /** Signs in on the store's own page in the system browser (PKCE); resolves once it is done there. */
    signInWithBrowser(): Promise<SessionStatus>;
    cancelBrowserSignIn(): Promise<void>;
    signOut(): Promise<SessionStatus>;
  };
  /**
   * Sales taken while the store could not be reached, as the journal records them, and their
   * replay to the store (oldest first, once it answers again). The actions for a sale the store
   * refused are a manager's; each is journaled with who decided.
   */
  offline: {
    /** Every offline sale, oldest first, with where it stands (no request). */
    outbox(): Promise<OfflineSaleView[]>;
    /** Sends the pending sales now (as the store's return does by itself); answers how far it got. */
    replay(): Promise<OfflineReplayRun>;
    /** Places a refused sale without the lines the store refused (the customer is owed what they paid for them). */
    placeWithoutLines(ref: string): Promise<OfflineSaleView>;
    /** Sends a refused sale again with every line, for the store to take as a back-order where it allows one. */
    placeAsBackorder(ref: string): Promise<OfflineSaleView>;
    /** Records that the customer is owed a refund of what they paid; nothing is placed. */
    recordRefundOwed(ref: string): Promise<OfflineSaleView>;
    status(): Promise<OfflineStatus>;
    /** The manager's limits on offline sales (manager-only). */
    setLimits(limits: OfflineLimits): Promise<OfflineStatus>;
  };
  /** Paper for orders of the store (Platform API, admin client; manager-only): a pick list, packing slips. */
  paper: {
    /** Every line of these orders, grouped by product and variant, with SKU and stock location where the store names one. */
    pickList(orderNumbers: string[]): Promise<PickList>;
    /** One packing slip per order, in the order given. */
    packingSlips(orderNumbers: string[]): Promise<PackingSlips>;
  };
  /** Sales reports over a range from the store's orders, joined with this till's journal (manager-only). */
  reports: {
    sales(query: ReportQuery): Promise<SalesReportView>;
    /** Saves the range's CSV through a save dialog (Electron), or answers its text for the page to download. */
    exportCsv(query: ReportQuery, file: ReportCsvFile): Promise<ReportCsvExport>;
  };
  /** Alerts for managers: pickups waiting, paid orders not shipped, payments failed or due. */
  alerts: {
    list(): Promise<AlertsView>;
    /** Checks the store's orders now (one request). */
    check(): Promise<AlertsView>;
    /** The rules' thresholds (manager-only); null turns a rule off. */
    setThresholds(thresholds: AlertThresholds): Promise<AlertsView>;
  };
}

export type PosBridge = PosCalls & {
  /** Subscribes to events from the main process; answers the function that unsubscribes. */
  onEvent(listener: (event: BridgeEvent) => void): () => void;
};

type BridgeArea = keyof PosCalls;
export type BridgeMethodName = {
  [A in BridgeArea]: `${A}.${Extract<keyof PosCalls[A], string>}`;
}[BridgeArea];

/** A call's arguments as the contract states them, for code that passes them on (the renderer's stores). */
export type BridgeArgs<A extends BridgeArea, M extends keyof PosCalls[A]> = PosCalls[A][M] extends (...args: infer P) => unknown ? P : never;

// ---------------------------------------------------------------------------------------------
// Argument schemas: every call's arguments are parsed with these before a service runs.
// ---------------------------------------------------------------------------------------------

const id = z.string().trim().min(1).max(128);
/** The most thumbnails one call may ask for (a screenful of the grid, several times over). */
const MAX_THUMBNAILS_ASKED = 200;
const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 20 or 19.99');
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
/** A card by processor token (strict where used). */
const cardTender = z.object({
  token: z.string().trim().min(1).max(200),
  name: z.string().trim().max(100).min(1),
  ccType: z.enum(['visa', 'mastercard', 'amex']).optional(),
  lastDigits: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  month: z.number().int().min(1).max(12).optional(),
  year: z.number().int().min(2000).max(2100).optional(),
});
const text = (max: number) => z.string().trim().max(max);
/** A staff PIN: 4 to 6 digits (the message never repeats what was typed). */
const pin = z.string().regex(/^\d{4,6}$/, 'a PIN of 4 to 6 digits');
const staffName = text(60).min(1);
const staffRole = z.enum(['staff', 'manager']);
/** A custom line option's registered name (gift_note). */
const lineOptionNameArg = z.string().regex(LINE_OPTION_NAME, LINE_OPTION_NAME_RULE);

const catalogQuery = z
  .object({
    text: text(200).optional(),
    taxonId: id.optional(),
    sort: z.enum(['relevance', 'name', '-name', 'price', '-price', 'newest']).optional(),
    priceMin: z.number().min(0).max(1e9).nullable().optional(),
    priceMax: z.number().min(0).max(1e9).nullable().optional(),
    inStock: z.boolean().optional(),
    backorderable: z.boolean().optional(),
    options: z.record(text(64).min(1), text(64)).optional(),
    properties: z.record(text(64).min(1), text(120)).optional(),
    page: z.number().int().min(1).max(10000).optional(),
    perPage: z.number().int().min(1).max(100).optional(),
  })
  .strict();

const addressFields = {
  firstname: text(100).min(1),
  lastname: text(100).min(1),
  address1: text(200).min(1),
  address2: text(200).optional(),
  city: text(100).min(1),
  zipcode: text(20).min(1),
  phone: text(40).optional(),
  stateName: text(100).optional(),
  countryIso: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, 'a country code such as US'),
};

/** A parked cart's label: the clerk's few words, or null (an empty one is none). */
/** An offline sale's local reference, as printed on its receipt. */
const offlineRef = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'an offline sale reference');

const parkLabel = z
  .string()
  .trim()
  .max(60, 'a label of at most 60 characters')
  .regex(/^[^\p{Cc}]*$/u, 'a label without control characters')
  .nullable();

const customerDetails = z
  .object({ email: z.email().max(254), ...addressFields, shipping: z.object(addressFields).strict().optional(), pickupInStore: z.boolean().optional() })
  .strict()
  .refine((d) => !(d.pickupInStore && d.shipping), { message: 'a sale picked up in store has no shipping address', path: ['shipping'] });

/** A drawer's count: a total, or how many of each note and coin (never both). */
const cashCount = z.union([
  z.object({ total: decimal }).strict(),
  z
    .object({
      lines: z.array(z.object({ value: decimal, count: z.number().int().min(0, 'a count of 0 or more').max(100000) }).strict()).max(40),
    })
    .strict(),
]) as z.ZodType<CashCountInput>;

const drawerMovement = z
  .object({
    amount: decimal.refine((v) => Number(v) > 0, 'an amount above zero'),
    reason: text(120).min(1, 'a reason'),
  })
  .strict();

/** An order's or a shipment's number at the store (R123…, H123…). */
const orderNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'an order number such as R123456789');
const shipmentNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'a shipment number such as H123456789');
/** Why a manager cancels or resumes: recorded in the till's journal. */
const actionReason = text(200)
  .min(1, 'a reason')
  .regex(/^[^\p{Cc}]*$/u, 'a reason without control characters');
const boardDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day such as 2026-11-24');
const boardFilters = z
  .object({
    range: z.enum(['today', 'yesterday', 'week', 'custom']),
    from: boardDay.optional(),
    to: boardDay.optional(),
    channel: z.enum(['', 'this_till', 'other_tills', 'web']),
    state: text(40),
    paymentState: text(40),
    staffId: text(128),
    search: text(200),
  })
  .strict()
  .refine((f) => f.range !== 'custom' || (f.from !== undefined && f.to !== undefined), {
    message: 'a first and a last day for a custom range',
    path: ['from'],
  });
/** The orders paper is printed for: 1 to 100 order numbers (one Platform request), each once. */
const MAX_PAPER_ORDERS = 100;
const orderNumbers = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,40}$/, 'order numbers such as R123456789'),
  )
  .min(1, 'at least one order')
  .max(MAX_PAPER_ORDERS, `at most ${MAX_PAPER_ORDERS} orders at once`)
  .refine((list) => new Set(list).size === list.length, 'each order once');

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-11-24');
const reportQuery = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('day'), date: localDate }).strict(),
  z.object({ kind: z.literal('week'), date: localDate }).strict(),
  z.object({ kind: z.literal('custom'), date: localDate, until: localDate }).strict(),
]);

type ArgSchemas = {
  [A in BridgeArea]: {
    [M in keyof PosCalls[A]]: PosCalls[A][M] extends (...args: infer P) => unknown ? z.ZodType<P> : never;
  };
};

export const bridgeArgs = {
  app: {
    start: z.tuple([catalogQuery]),
    info: z.tuple([]),
    update: z.tuple([]),
    restartToUpdate: z.tuple([]),
    storeStatus: z.tuple([]),
    connection: z.tuple([]),
    resetDemoStore: z.tuple([]),
    saveDiagnostics: z.tuple([text(512)]),
  },
  catalog: {
    search: z.tuple([catalogQuery]),
    images: z.tuple([id]),
    thumbnails: z.tuple([z.array(id).max(MAX_THUMBNAILS_ASKED)]),
    product: z.tuple([text(200).min(1)]),
    taxons: z.tuple([]),
    lookupCode: z.tuple([text(64).min(1)]),
    status: z.tuple([]),
  },
  sale: {
    current: z.tuple([]),
    addLine: z.tuple([id, quantity, z.record(lineOptionNameArg, text(255), { error: LINE_OPTION_NAME_RULE }).optional()]),
    addByCode: z.tuple([text(64).min(1), quantity]),
    setQuantity: z.tuple([id, quantity]),
    removeLine: z.tuple([id]),
    setCustomer: z.tuple([customerDetails]),
    pickupInStore: z.tuple([]),
    selectShippingRate: z.tuple([id, id]),
    paymentMethods: z.tuple([]),
    payCash: z.tuple([z.object({ tendered: decimal }).strict()]),
    payCard: z.tuple([cardTender.strict()]),
    tenderCash: z.tuple([z.object({ tendered: decimal }).strict()]),
    tenderCard: z.tuple([cardTender.extend({ amount: decimal }).strict()]),
    tenderSavedCard: z.tuple([id, decimal]),
    discard: z.tuple([]),
    applyCode: z.tuple([text(64).min(1)]),
    removeCode: z.tuple([text(64).min(1)]),
    removeAllCodes: z.tuple([]),
    empty: z.tuple([]),
    changeCurrency: z.tuple([
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, 'a currency code such as EUR'),
    ]),
    estimateShipping: z.tuple([
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2,3}$/, 'a country code such as US'),
    ]),
    attachCustomer: z.tuple([]),
    addStoreCredit: z.tuple([decimal.optional()]),
    removeStoreCredit: z.tuple([]),
    paySavedCard: z.tuple([id]),
    completePaid: z.tuple([]),
    validate: z.tuple([]),
    attention: z.tuple([]),
    checkAgain: z.tuple([]),
    unseenReceipt: z.tuple([]),
    receiptSeen: z.tuple([text(40).min(1)]),
  },
  parked: {
    list: z.tuple([]),
    park: z.tuple([parkLabel]),
    resume: z.union([z.tuple([text(40).min(1)]), z.tuple([text(40).min(1), z.object({ label: parkLabel }).strict()])]),
    discard: z.tuple([text(40).min(1)]),
  },
  customer: {
    profile: z.tuple([]),
    updateProfile: z.tuple([z.object({ firstName: text(100).optional(), lastName: text(100).optional(), email: z.email().max(254).optional() }).strict()]),
    signUp: z.tuple([
      z.object({ email: z.email().max(254), password: z.string().min(6).max(128), firstName: text(100).optional(), lastName: text(100).optional() }).strict(),
    ]),
    addresses: z.tuple([]),
    saveAddress: z.tuple([z.object({ id: id.optional(), label: text(60).optional(), address: z.object(addressFields).strict() }).strict()]),
    deleteAddress: z.tuple([id]),
    cards: z.tuple([]),
    deleteCard: z.tuple([id]),
    orders: z.tuple([z.number().int().min(1).max(10000)]),
    wishlist: z.tuple([]),
    addToWishlist: z.tuple([id, quantity]),
    removeFromWishlist: z.tuple([id]),
  },
  content: {
    store: z.tuple([]),
    policies: z.tuple([]),
    posts: z.tuple([z.object({ page: z.number().int().min(1).max(10000).optional(), categoryId: id.optional() }).strict()]),
    postCategories: z.tuple([]),
  },
  orders: {
    list: z.tuple([]),
    refresh: z.tuple([text(40).min(1)]),
    detail: z.tuple([text(40).min(1)]),
    lookup: z.tuple([text(40).min(1), text(200).min(1)]),
  },
  shift: {
    status: z.tuple([]),
    open: z.tuple([cashCount]),
    payIn: z.tuple([drawerMovement]),
    payOut: z.tuple([drawerMovement]),
    openDrawer: z.tuple([text(120).min(1, 'a reason for opening the drawer')]),
    close: z.tuple([cashCount]),
    past: z.tuple([]),
    report: z.tuple([id]),
    setBlindCount: z.tuple([z.boolean()]),
  },
  receipt: {
    print: z.tuple([]),
    savePdf: z.tuple([
      text(120)
        .regex(/^[\w .-]+$/, 'a file name of letters, digits, spaces, dots and dashes')
        .min(1),
    ]),
  },
  stores: {
    list: z.tuple([]),
    add: z.tuple([
      z
        .object({
          name: text(80).min(1),
          baseUrl: z.string().trim().url().max(500),
          dialect: z.enum(['shop', 'spree']),
          currency: z
            .string()
            .trim()
            .regex(/^[A-Z]{3}$/)
            .optional(),
          agenticUrl: z.string().trim().url().max(500).optional(),
          lineOptions: z.array(lineOptionNameArg).max(MAX_LINE_OPTIONS, `a store profile names at most ${MAX_LINE_OPTIONS} custom line options`).optional(),
          use: z.boolean().optional(),
        })
        .strict(),
    ]),
    remove: z.tuple([id]),
    activate: z.tuple([id]),
    setPublishableKey: z.tuple([
      id,
      z.string().trim().regex(PUBLISHABLE_KEY_PATTERN, 'a publishable key: up to 200 letters, digits and punctuation, without spaces'),
    ]),
    clearPublishableKey: z.tuple([id]),
    setPickup: z.tuple([
      id,
      z
        .object({
          location: z
            .object({
              address1: text(200).min(1),
              address2: text(200).optional(),
              city: text(100).min(1),
              zipcode: text(20).min(1),
              stateName: text(100).optional(),
              countryIso: z
                .string()
                .trim()
                .regex(/^[A-Za-z]{2}$/, 'a two-letter country code such as US'),
              phone: text(40).optional(),
            })
            .strict()
            .nullable(),
          walkInEmail: z.email().max(254).nullable(),
        })
        .strict(),
    ]),
    fillLocation: z.tuple([id]),
    setTimeZone: z.tuple([id, z.string().trim().min(1).max(64).nullable()]),
  },
  terminal: {
    state: z.tuple([]),
    present: z.tuple([decimal]),
    simulate: z.tuple([z.enum(['approve', 'decline', 'timeout', 'cancel'])]),
    simulateCard: z.tuple([
      z
        .string()
        .trim()
        .regex(/^[\d -]{12,23}$/, 'a card number of 12 to 19 digits'),
    ]),
  },
  till: {
    status: z.tuple([]),
    createKey: z.tuple([]),
    setSigning: z.tuple([z.boolean()]),
  },
  admin: {
    status: z.tuple([]),
    connect: z.tuple([z.object({ clientId: text(200).min(1), clientSecret: z.string().min(1).max(500) }).strict()]),
    disconnect: z.tuple([]),
    storeOrders: z.tuple([
      z
        .object({
          state: text(40).optional(),
          paymentState: text(40).optional(),
          shipmentState: text(40).optional(),
          updatedSince: z.iso.datetime().optional(),
          page: z.number().int().min(1).max(10000).optional(),
        })
        .strict(),
    ]),
  },
  board: {
    view: z.tuple([boardFilters]),
    refresh: z.tuple([boardFilters]),
    order: z.tuple([orderNumber]),
    markReady: z.tuple([orderNumber, shipmentNumber]),
    markPickedUp: z.tuple([orderNumber, shipmentNumber]),
    ship: z.tuple([
      orderNumber,
      shipmentNumber,
      z
        .object({
          carrier: text(60)
            .min(1, 'the carrier')
            .regex(/^[^\p{Cc}]*$/u, 'a carrier without control characters'),
          tracking: text(100)
            .min(1, 'a tracking number')
            .regex(/^[^\p{Cc}]*$/u, 'a tracking number without control characters'),
        })
        .strict(),
    ]),
    cancelShipment: z.tuple([orderNumber, shipmentNumber, actionReason]),
    cancelOrder: z.tuple([orderNumber, actionReason]),
    resumeOrder: z.tuple([orderNumber, actionReason]),
    approveOrder: z.tuple([orderNumber]),
  },
  staff: {
    state: z.tuple([]),
    setUp: z.tuple([z.object({ name: staffName, pin }).strict()]),
    unlock: z.tuple([pin]),
    lock: z.tuple([]),
    stillHere: z.tuple([]),
    approve: z.tuple([
      pin,
      z
        .object({
          method: z.string().refine((m) => APPROVABLE.includes(m as BridgeMethodName), 'an action a manager approves'),
          record: z.string().max(2000).nullable(),
        })
        .strict() as z.ZodType<ApprovalRequest>,
    ]),
    list: z.tuple([]),
    add: z.tuple([z.object({ name: staffName, role: staffRole, pin }).strict()]),
    remove: z.tuple([id]),
    setRole: z.tuple([id, staffRole]),
    resetPin: z.tuple([id, pin]),
    setIdleLock: z.tuple([z.number().int().min(1).max(240).nullable()]),
  },
  session: {
    status: z.tuple([]),
    signIn: z.tuple([z.object({ email: z.email().max(254), password: z.string().min(1).max(200) }).strict()]),
    signInWithBrowser: z.tuple([]),
    cancelBrowserSignIn: z.tuple([]),
    signOut: z.tuple([]),
  },
  offline: {
    outbox: z.tuple([]),
    replay: z.tuple([]),
    placeWithoutLines: z.tuple([offlineRef]),
    placeAsBackorder: z.tuple([offlineRef]),
    recordRefundOwed: z.tuple([offlineRef]),
    status: z.tuple([]),
    setLimits: z.tuple([
      z
        .object({
          maxSale: decimal.refine((v) => Number(v) > 0, 'an amount above zero'),
          maxPending: decimal.refine((v) => Number(v) > 0, 'an amount above zero'),
          maxHours: z.number().min(0.25, 'at least a quarter of an hour').max(168, 'at most 168 hours (a week)'),
        })
        .strict(),
    ]),
  },
  paper: {
    pickList: z.tuple([orderNumbers]),
    packingSlips: z.tuple([orderNumbers]),
  },
  reports: {
    sales: z.tuple([reportQuery]),
    exportCsv: z.tuple([reportQuery, z.enum(['orders', 'line-items'])]),
  },
  alerts: {
    list: z.tuple([]),
    check: z.tuple([]),
    setThresholds: z.tuple([
      z
        .object({
          pickupReadyMinutes: z.number().int().min(5, 'at least 5 minutes').max(10_080, 'at most a week (10,080 minutes)').nullable(),
          paidNotShippedHours: z.number().int().min(1, 'at least 1 hour').max(720, 'at most 30 days (720 hours)').nullable(),
        })
        .strict(),
    ]),
  },
} satisfies ArgSchemas;

/**
 * Every method name, e.g. "sale.addLine", as the schemas list them (main's dispatch). The
 * renderer and the preload take the same list from bridge-methods.ts, which carries no schemas.
 */
export const BRIDGE_METHODS: readonly BridgeMethodName[] = Object.entries(bridgeArgs).flatMap(([area, methods]) =>
  Object.keys(methods).map((m) => `${area}.${m}` as BridgeMethodName),
);

/**
 * Calls only a manager may make: refused with `manager_required` unless the person on the till is
 * a manager or a manager approved this one call by PIN (`staff.approve`, naming the method and
 * the record it acts on: shared/shift/manager-approval.ts). Checked by the main process before the
 * service runs. (Discarding a sale or a parked cart that has a payment is checked by the service
 * itself, where it knows the payments: MANAGER_WHEN_PAID.)
 */
export const MANAGER_ONLY: readonly BridgeMethodName[] = [
  'stores.add',
  'stores.remove',
  'stores.activate',
  'stores.setPublishableKey',
  'stores.clearPublishableKey',
  'admin.connect',
  'admin.disconnect',
  'app.resetDemoStore',
  'app.saveDiagnostics',
  'till.createKey',
  'till.setSigning',
  'staff.add',
  'staff.remove',
  'staff.setRole',
  'staff.resetPin',
  'staff.setIdleLock',
  'shift.close',
  'shift.openDrawer',
  'shift.setBlindCount',
  'stores.setPickup',
  'stores.fillLocation',
  'stores.setTimeZone',
  'offline.placeWithoutLines',
  'offline.placeAsBackorder',
  'offline.recordRefundOwed',
  'board.markReady',
  'board.markPickedUp',
  'board.ship',
  'board.cancelShipment',
  'board.cancelOrder',
  'board.resumeOrder',
  'board.approveOrder',
  'offline.setLimits',
  'paper.pickList',
  'paper.packingSlips',
  'reports.sales',
  'reports.exportCsv',
  'alerts.setThresholds',
];

/**
 * Calls a service refuses as `manager_required` by what it finds (a sale or a parked cart with a
 * payment, shared/sale/sale-with-tenders-rules.ts), naming the record as the gate does.
 */
const MANAGER_WHEN_PAID: readonly BridgeMethodName[] = ['sale.discard', 'parked.discard'];

/** Every action a manager's approval can name. */
const APPROVABLE: readonly BridgeMethodName[] = [...MANAGER_ONLY, ...MANAGER_WHEN_PAID];

/**
 * Reads only a manager on the till may make (a one-call approval does not open them): every
 * order of the store through the admin client. Anyone else is refused as `forbidden`.
 */
export const MANAGER_ON_TILL: readonly BridgeMethodName[] = ['board.view', 'board.refresh', 'board.order', 'admin.storeOrders'];

/** What a manager is asked to approve, in words (the approval dialog names it). */
export const MANAGER_ACTION_WORDS: Partial<Record<BridgeMethodName, string>> = {
  'stores.add': 'Add a store profile',
  'stores.remove': 'Remove a store profile',
  'stores.activate': 'Change the store this till sells for',
  'stores.setPublishableKey': 'Set a store’s publishable key',
  'stores.clearPublishableKey': 'Clear a store’s publishable key',
  'admin.connect': 'Connect the admin client',
  'admin.disconnect': 'Disconnect the admin client',
  'app.resetDemoStore': 'Reset the demo store',
  'app.saveDiagnostics': 'Save diagnostics for support',
  'till.createKey': 'Make this till’s signing key',
  'till.setSigning': 'Turn signed requests on or off',
  'staff.add': 'Add a staff member',
  'staff.remove': 'Remove a staff member',
  'staff.setRole': 'Change a staff member’s role',
  'staff.resetPin': 'Reset a staff member’s PIN',
  'staff.setIdleLock': 'Change when the till locks itself',
  'shift.close': 'Close the shift',
  'shift.openDrawer': 'Open the cash drawer without a sale',
  'shift.setBlindCount': 'Turn the blind count on or off',
  'stores.setPickup': 'Set where a store sells from and its walk-in email',
  'stores.fillLocation': 'Set the store’s location from its stock location',
  'stores.setTimeZone': 'Set the time zone of a store’s reports',
  'offline.placeWithoutLines': 'Place an offline sale without the lines the store refused',
  'offline.placeAsBackorder': 'Send an offline sale again as a back-order',
  'offline.recordRefundOwed': 'Record a refund owed for an offline sale',
  'board.markReady': 'Mark an order ready for pickup',
  'board.markPickedUp': 'Mark an order picked up',
  'board.ship': 'Ship an order',
  'board.cancelShipment': 'Cancel a shipment',
  'board.cancelOrder': 'Cancel an order',
  'board.resumeOrder': 'Resume an order',
  'board.approveOrder': 'Approve an order',
  'offline.setLimits': 'Change the limits on offline sales',
  'paper.pickList': 'Print a pick list',
  'paper.packingSlips': 'Print packing slips',
  'reports.sales': 'Open the sales report',
  'reports.exportCsv': 'Export the sales report as CSV',
  'alerts.setThresholds': 'Change when managers are alerted',
};

/**
 * What the page may still ask while the till is locked or has no manager yet: the lock itself and
 * the few reads the lock screen and the page's start need (the store's name, the connection, the
 * public catalog the first screen asks for before it knows the till is locked). Nothing that
 * sells, reads a customer or an order, or changes a setting.
 */
export const OPEN_WHILE_LOCKED: readonly BridgeMethodName[] = [
  'staff.state',
  'staff.setUp',
  'staff.unlock',
  'staff.lock',
  'app.start',
  'app.info',
  'app.update',
  'app.connection',
  'catalog.search',
  'catalog.status',
  'catalog.taxons',
];

export { IPC_CHANNEL_PREFIX, IPC_EVENT_CHANNEL } from './bridge-methods.js';

/**
 * What the Electron preload exposes as `window.posIpc`: the same named methods, answering the
 * wire envelope instead of throwing (errors cannot cross the context bridge with their fields).
 * The renderer wraps it into a PosBridge with createBridgeClient.
 */
export type PosIpc = {
  [A in BridgeArea]: {
    [M in keyof PosCalls[A]]: PosCalls[A][M] extends (...args: infer P) => Promise<infer R> ? (...args: P) => Promise<BridgeResult<R>> : never;
  };
} & { onEvent(listener: (event: BridgeEvent) => void): () => void };
