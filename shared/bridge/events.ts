/** What the main process tells the page without being asked, one event at a time. */
import type { ConnectionState, StartupWarning, UpdateState } from './app.js';
import type { Words } from '../i18n/words.js';
import type { ComposedWords } from '../staff/composed-words.js';
import type { SessionStatus } from './account.js';
import type { OfflineStatus } from './offline.js';
import type { AlertsView, BoardReading, TrackedOrder } from './orders.js';
import type { Receipt, SaleAttention, SaleCart } from './sale.js';
import type { TillStaffState } from './staff.js';
import type { TerminalState } from './terminal.js';
import type { ParkedCarts } from '../parked/parked-carts.js';
import type { OfflineSaleView } from '../offline/offline-outbox.js';
import type { PrintOutcome } from '../hardware/hardware-calls.js';

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
  | { type: 'offline.problem'; problem: string | null; sale?: OfflineProblem }
  /** What the till must tell the clerk changed (e.g. the embedded demo store stopped and was started again): the whole list. */
  | { type: 'app.warnings'; warnings: StartupWarning[] }
  /** Offline selling began or ended, a limit stopped it, or the offline sales still to place changed. */
  | { type: 'offline.selling'; offline: OfflineStatus }
  /** The alerts for managers were checked (or their thresholds changed). */
  | { type: 'alerts.changed'; alerts: AlertsView }
  /** The till changed store (a manager chose or added one): everything the page shows is the new store's, so it starts again. */
  | { type: 'store.changed' }
  /** The orders board is reading the store's orders (page of pages, once the store has said), or has finished (null). */
  | { type: 'board.reading'; reading: BoardReading | null }
  /** A receipt printed on the receipt printer, or could not be (in words): the receipt screen says so and offers it again. */
  | { type: 'hardware.printed'; orderNumber: string; outcome: PrintOutcome }
  /** A cash sale's drawer was not kicked open by the receipt printer (in words): its receipt screen says so. */
  | { type: 'hardware.drawer'; orderNumber: string; words: ComposedWords }
  /** The till's services' process stopped and is being started again (the words to show), or is up again (null: the page starts over on it). */
  /** `words`: what the clerk is told while the services start again (catalogue words); null: they are up again. */
  | { type: 'services.restarting'; words: Words | null };

/** Why an offline sale could not be sent: its reference and the reason (catalogue words when the till refused it). */
export interface OfflineProblem {
  ref: string;
  reason: string | Words;
}
