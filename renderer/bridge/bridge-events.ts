/**
 * Main's events, each to the store that shows it: orders, the sale, the connection, updates,
 * who is signed in, product pictures now kept, and (browser host) the store's sign-in page to open;
 * a change of store starts the page again.
 */
import type { BridgeEvent } from '../../shared/bridge/bridge.js';
import { isSignInPageUrl } from '../../shared/external-urls.js';
import { useBoardReading } from '../features/board/board-reading.js';
import { pos } from './pos.js';
import { useAlerts } from '../features/alerts/alerts.js';
import { useApp } from '../shell/app.js';
import { useOrders } from '../features/orders/orders.js';
import { useOffline } from '../features/offline/offline.js';
import { useParked } from '../features/parked/parked.js';
import { useSale } from '../features/sell/sale.js';
import { useSession } from '../features/customer/session.js';
import { useThumbnails } from '../features/sell/thumbnails.js';
import { useStaff } from '../features/staff/staff.js';
import { useReceiptPrints } from '../features/checkout/receipt-prints.js';
import { servicesRestarting } from '../shell/ServicesRestarting.js';

/** The browser host cannot open a browser for the main process: the page opens the store's sign-in page itself. */
function openSignInPage(url: string) {
  if (isSignInPageUrl(url)) window.open(url, '_blank', 'noopener,noreferrer'); // not-words: window features
}

export function applyBridgeEvent(event: BridgeEvent): void {
  if (event.type === 'orders.changed') useOrders.getState().setOrders(event.orders);
  else if (event.type === 'sale.changed') useSale.getState().setCart(event.cart);
  else if (event.type === 'sale.attention') useSale.getState().setAttention(event.attention);
  else if (event.type === 'sale.placed') {
    useSale.getState().showPlaced(event.receipt);
    useApp.getState().go('receipt');
  } else if (event.type === 'connection.changed') {
    useApp.getState().setConnection(event.connection);
    // A sale the start could not read is read as soon as the store answers again, and words that
    // said it was away go (the orders board follows the connection itself: stores/board.ts).
    if (event.connection.state === 'online')
      void useSale
        .getState()
        .reloadAfterOutage()
        .then((placed) => placed && useApp.getState().go('receipt'));
  } else if (event.type === 'update.changed') useApp.getState().setUpdate(event.update);
  else if (event.type === 'session.changed') useSession.getState().setStatus(event.session);
  else if (event.type === 'browser.open') openSignInPage(event.url);
  else if (event.type === 'catalog.pictureCached') useThumbnails.getState().cached(event.productId);
  else if (event.type === 'staff.changed') {
    useStaff.getState().setTill(event.till);
    void useApp.getState().loadOffline();
  } else if (event.type === 'offline.selling') useApp.getState().setOffline(event.offline);
  else if (event.type === 'parked.changed') useParked.getState().setParked(event.parked);
  else if (event.type === 'offline.changed') useOffline.getState().setOutbox(event.outbox);
  else if (event.type === 'offline.problem') useOffline.getState().setProblem(event.problem, event.sale);
  else if (event.type === 'app.warnings') useApp.getState().setWarnings(event.warnings);
  else if (event.type === 'alerts.changed') useAlerts.getState().setView(event.alerts);
  // Everything on the page was the other store's (catalog, orders, the store's name): the page starts again, the till stays open.
  else if (event.type === 'store.changed') window.location.reload();
  else if (event.type === 'board.reading') useBoardReading.setState({ reading: event.reading });
  else if (event.type === 'hardware.printed') useReceiptPrints.getState().set(event.orderNumber, { state: 'done', outcome: event.outcome });
  else if (event.type === 'hardware.drawer') useReceiptPrints.getState().drawerNotOpened(event.orderNumber, event.words);
  else if (event.type === 'services.restarting') servicesRestarting(event.words);
}

/** Follows main's events until the returned function is called. */
export function followBridgeEvents(): () => void {
  return pos().onEvent(applyBridgeEvent);
}
