/**
 * The app shell: who is on the till first (the first start, the lock screen, or the till), then
 * the header with the store, the connection, the sale's customer and the staff member on the
 * till, the main navigation, the current screen, the live region, and the global listeners:
 * bridge events, the barcode scanner, the Lock key and the activity that keeps the till open.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { followBridgeEvents } from './bridge/bridge-events.js';
import { pos, whenTillLocked } from './bridge/pos.js';
import { lockTill } from './shell/lock-till.js';
import { ConnectionIndicator } from './shell/ConnectionIndicator.js';
import { SaleErrorNotice } from './features/sell/SaleErrorNotice.js';
import { StartupWarnings } from './shell/StartupWarnings.js';
import { ServicesRestarting } from './shell/ServicesRestarting.js';
import { ScreenErrorBoundary } from './shell/ScreenErrorBoundary.js';
import { createWedgeDetector } from './features/sell/wedge-detector.js';
import { loadProductDialog, SellScreen } from './features/sell/SellScreen.js';
import { staffAtStart, startState } from './shell/start.js';
import { useApp, type Screen } from './shell/app.js';
import { useCatalog } from './features/sell/catalog.js';
import { useSale } from './features/sell/sale.js';
import { useReturns } from './features/returns/returns.js';
import { useSession } from './features/customer/session.js';
import { useApproval } from './features/staff/approval.js';
import { ClockButton } from './features/staff/ClockButton.js';
import { stillHere, useStaff } from './features/staff/staff.js';
import { CLERK_ROLE } from '../shared/staff/role-rights.js';
import { useStockScan } from './features/stock/stock-scan.js';
import { defineMessages, type MessageDeclaration } from '../shared/i18n/words.js';
import { useWords } from './i18n/use-words.js';

const messages = defineMessages({
  customerTitle: { id: 'app.shell.customerTitle', defaultMessage: 'The customer signed in to their account for this sale' },
  customer: { id: 'app.shell.customer', defaultMessage: 'Customer: <strong>{email}</strong>' },
  onTill: { id: 'app.shell.onTill', defaultMessage: 'On till: <strong>{name}</strong>' },
  lock: { id: 'app.shell.lock', defaultMessage: 'Lock' },
  openingTill: { id: 'app.shell.openingTill', defaultMessage: 'Opening the till…' },
  opening: { id: 'app.shell.opening', defaultMessage: 'Opening…' },
  attention: { id: 'app.shell.attention', defaultMessage: 'Sale {number} needs attention.' },
  checking: { id: 'app.shell.checking', defaultMessage: 'Checking…' },
  checkWithStore: { id: 'app.shell.checkWithStore', defaultMessage: 'Check with the store' },
  updateReady: { id: 'app.shell.updateReady', defaultMessage: 'Storefront POS {version} is ready. It installs when you restart.' },
  restartToUpdate: { id: 'app.shell.restartToUpdate', defaultMessage: 'Restart to update' },
  connecting: { id: 'app.shell.connecting', defaultMessage: 'Connecting…' },
  demoStore: { id: 'app.shell.demoStore', defaultMessage: 'Demo store' },
  toLightTheme: { id: 'app.shell.toLightTheme', defaultMessage: 'Switch to light theme' },
  toDarkTheme: { id: 'app.shell.toDarkTheme', defaultMessage: 'Switch to dark theme' },
  mainNav: { id: 'app.shell.mainNav', defaultMessage: 'Main' },
  sell: { id: 'app.nav.sell', defaultMessage: 'Sell' },
  returns: { id: 'app.nav.returns', defaultMessage: 'Returns' },
  orders: { id: 'app.nav.orders', defaultMessage: 'Orders' },
  settings: { id: 'app.nav.settings', defaultMessage: 'Settings' },
  customerNav: { id: 'app.nav.customer', defaultMessage: 'Customer' },
  store: { id: 'app.nav.store', defaultMessage: 'Store' },
  shift: { id: 'app.nav.shift', defaultMessage: 'Shift' },
  reports: { id: 'app.nav.reports', defaultMessage: 'Reports' },
  labels: { id: 'app.nav.labels', defaultMessage: 'Labels' },
  stock: { id: 'app.nav.stock', defaultMessage: 'Stock' },
});

const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;

// Only the Sell screen is in the first script, so the till is ready to sell sooner; the other
// screens load right after, while the cashier starts the sale.
const screenModules = {
  checkout: () => import('./features/checkout/CheckoutScreen.js').then((m) => ({ default: m.CheckoutScreen })),
  receipt: () => import('./features/checkout/ReceiptScreen.js').then((m) => ({ default: m.ReceiptScreen })),
  returns: () => import('./features/returns/ReturnsScreen.js').then((m) => ({ default: m.ReturnsScreen })),
  orders: () => import('./features/orders/OrdersScreen.js').then((m) => ({ default: m.OrdersScreen })),
  settings: () => import('./features/settings/SettingsScreen.js').then((m) => ({ default: m.SettingsScreen })),
  customer: () => import('./features/customer/CustomerScreen.js').then((m) => ({ default: m.CustomerScreen })),
  store: () => import('./features/customer/StoreScreen.js').then((m) => ({ default: m.StoreScreen })),
  shift: () => import('./features/shift/ShiftScreen.js').then((m) => ({ default: m.ShiftScreen })),
  reports: () => import('./features/reports/ReportsScreen.js').then((m) => ({ default: m.ReportsScreen })),
  labels: () => import('./features/labels/LabelsScreen.js'),
  stock: () => import('./features/stock/StockScreen.js').then((m) => ({ default: m.StockScreen })),
};
const CheckoutScreen = lazy(screenModules.checkout);
const ReceiptScreen = lazy(screenModules.receipt);
const ReturnsScreen = lazy(screenModules.returns);
const OrdersScreen = lazy(screenModules.orders);
const SettingsScreen = lazy(screenModules.settings);
const CustomerScreen = lazy(screenModules.customer);
const StoreScreen = lazy(screenModules.store);
const ShiftScreen = lazy(screenModules.shift);
const ReportsScreen = lazy(screenModules.reports);
const StockScreen = lazy(screenModules.stock);
const LabelsScreen = lazy(() => screenModules.labels().then((m) => ({ default: m.LabelsScreen })));
// The staff's screens and the approval dialog are seldom needed: loaded when they are.
const LockScreen = lazy(() => import('./features/staff/LockScreen.js').then((m) => ({ default: m.LockScreen })));
const FirstStartScreen = lazy(() => import('./features/settings/FirstStartScreen.js').then((m) => ({ default: m.FirstStartScreen })));
const ManagerApprovalDialog = lazy(() => import('./features/staff/ManagerApprovalDialog.js').then((m) => ({ default: m.ManagerApprovalDialog })));

/** Lock: Ctrl+L (or the header's button). */
const isLockKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'l';

/** Who is on the till, and the sale's customer (a signed-in customer account), apart. */
function TillPeople() {
  const onTill = useStaff((s) => s.till?.onTill ?? null);
  const onTillRole = useStaff((s) => s.till?.onTillRole ?? null);
  const customer = useSession((s) => (s.status?.signedIn ? s.status.email : null));
  const [locking, setLocking] = useState(false);
  const words = useWords();
  const lock = async () => {
    setLocking(true);
    try {
      useStaff.getState().setTill(await lockTill());
    } finally {
      setLocking(false);
    }
  };
  return (
    <div className="till-people">
      <div className="till-names">
        {customer && (
          <span className="sale-customer" title={words.formatMessage(messages.customerTitle)}>
            {words.formatMessage(messages.customer, { email: customer, strong: (chunks: React.ReactNode[]) => <strong dir="ltr">{chunks}</strong> })}
          </span>
        )}
        <span className="on-till">
          {words.formatMessage(messages.onTill, { name: onTill?.name ?? '—', strong })}
          {onTillRole && onTill?.role !== CLERK_ROLE ? <span className="muted"> ({onTillRole.toLowerCase()})</span> : null}
        </span>
      </div>
      <ClockButton />
      <button type="button" className="btn btn-small" aria-keyshortcuts="Control+L" disabled={locking} onClick={() => void lock()}>
        {words.formatMessage(messages.lock)} <kbd>{'Ctrl+L' /* not-words: a key name */}</kbd>
      </button>
    </div>
  );
}

/** The till when nobody is on it: its first start or its lock screen, over the whole window. */
export function App() {
  const till = useStaff((s) => s.till);
  const approval = useApproval((s) => s.action);
  const words = useWords();

  useEffect(() => {
    // The start's read (sent before React was set up) is the first; a lock found later reads again.
    void staffAtStart();
    whenTillLocked(() => void useStaff.getState().load());
    return followBridgeEvents();
  }, []);

  // Using the till keeps it open: main's idle lock counts from the last key or touch.
  useEffect(() => {
    const active = () => stillHere();
    window.addEventListener('keydown', active, true);
    window.addEventListener('pointerdown', active, true);
    return () => {
      window.removeEventListener('keydown', active, true);
      window.removeEventListener('pointerdown', active, true);
    };
  }, []);

  if (!till) {
    return (
      <p className="empty" role="status">
        {words.formatMessage(messages.openingTill)}
      </p>
    );
  }
  return (
    <>
      {till.state === 'open' ? (
        <TillShell />
      ) : (
        // The services' restart is said here too: it is why a PIN gets no answer for a while.
        <div className="till-closed">
          <ServicesRestarting />
          <Suspense
            fallback={
              <p className="empty" role="status">
                {words.formatMessage(messages.opening)}
              </p>
            }
          >
            {till.state === 'setup' ? <FirstStartScreen till={till} /> : <LockScreen till={till} />}
          </Suspense>
        </div>
      )}
      {approval !== null && till.state === 'open' && (
        <Suspense fallback={null}>
          <ManagerApprovalDialog key={approval} action={approval} />
        </Suspense>
      )}
    </>
  );
}

/** Shown on every screen while a sale's payment is unconfirmed: charging again could take it twice. */
function AttentionBanner() {
  const attention = useSale((s) => s.attention);
  const busy = useSale((s) => s.busy);
  const go = useApp((s) => s.go);
  const words = useWords();
  if (!attention) return null;
  const check = async () => {
    const outcome = await useSale.getState().checkAgain();
    if (outcome === 'placed') go('receipt');
    else if (outcome === 'open') go('checkout');
  };
  return (
    <div className="banner banner-warning" role="alert">
      <span>
        <strong>{words.formatMessage(messages.attention, { number: attention.number })}</strong> {attention.message}
      </span>
      <button type="button" className="btn btn-small btn-primary" disabled={busy !== null} onClick={() => void check()}>
        {words.formatMessage(busy === 'Checking with the store' ? messages.checking : messages.checkWithStore)}
      </button>
    </div>
  );
}

function UpdateBanner() {
  const update = useApp((s) => s.update);
  const words = useWords();
  if (update?.state !== 'ready') return null;
  return (
    <div className="banner banner-info" role="status">
      <span>{words.formatMessage(messages.updateReady, { version: update.version })}</span>
      <button type="button" className="btn btn-small btn-primary" onClick={() => void pos().app.restartToUpdate()}>
        {words.formatMessage(messages.restartToUpdate)}
      </button>
    </div>
  );
}

const NAV: { screen: Screen; label: MessageDeclaration; key?: string }[] = [
  { screen: 'sell', label: messages.sell, key: 'F1' },
  { screen: 'returns', label: messages.returns },
  { screen: 'orders', label: messages.orders, key: 'F2' },
  { screen: 'settings', label: messages.settings, key: 'F3' },
  { screen: 'customer', label: messages.customerNav, key: 'F4' },
  { screen: 'store', label: messages.store, key: 'F5' },
  { screen: 'shift', label: messages.shift, key: 'F6' },
  { screen: 'reports', label: messages.reports, key: 'F10' },
  { screen: 'labels', label: messages.labels },
  { screen: 'stock', label: messages.stock },
];

/**
 * The till's keys, wherever focus is: a scanner (fast keys ending with Enter) rings the item up;
 * the lock key locks the till; the screens' function keys go to them; "/" goes to the search.
 */
function useTillKeys(go: (screen: Screen) => void) {
  // A scanner types fast and ends with Enter, wherever focus is: catch it and ring the item up.
  useEffect(() => {
    const detector = createWedgeDetector();
    const onKey = (e: KeyboardEvent) => {
      const verdict = detector.key(e.key, e.timeStamp || performance.now());
      // A field that takes a scan itself (a gift card's code) keeps it: its Enter is its own.
      const takesScans = e.target instanceof Element && e.target.closest('[data-takes-scans]') !== null;
      if (verdict?.kind === 'scan' && !takesScans) {
        e.preventDefault();
        e.stopPropagation();
        const target = e.target as HTMLInputElement | null;
        // Take back the characters the scan typed into a text field.
        if (target && 'value' in target && typeof target.value === 'string' && target.value.endsWith(verdict.code)) {
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          setter?.call(target, target.value.slice(0, -verdict.code.length));
          target.dispatchEvent(new Event('input', { bubbles: true }));
        }
        // On Returns a scan is the receipt's barcode: the sale to take goods back from.
        // On Labels a scan is a product's label: its labels are queued, nothing is rung up.
        if (useApp.getState().screen === 'labels') {
          void screenModules.labels().then((m) => m.queueLabelsOfCode(verdict.code));
          return;
        }
        // On Stock a scan goes to the open tab (a count, a delivery, the lookup), never into the sale.
        if (useApp.getState().screen === 'stock') {
          useStockScan.getState().scan(verdict.code);
          return;
        }
        if (useApp.getState().screen === 'returns') {
          useReturns.getState().scan(verdict.code);
          return;
        }
        void useSale
          .getState()
          .addByCode(verdict.code, useCatalog.getState().takeNextQuantity())
          .then((added) => added && useCatalog.getState().clearSearch());
        return;
      }
      const nav = NAV.find((n) => n.key === e.key);
      if (isLockKey(e)) {
        e.preventDefault();
        void lockTill()
          .then((next) => useStaff.getState().setTill(next))
          .catch(() => undefined);
      } else if (nav) {
        e.preventDefault();
        go(nav.screen);
      } else if (e.key === '/' && e.target instanceof HTMLInputElement && e.target.id === 'catalog-search') {
        // Already in the search: "/" types no slash; it selects what is there, so the next item replaces it.
        e.preventDefault();
        e.target.select();
      } else if (e.key === '/' && !(e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement)) {
        e.preventDefault();
        go('sell');
        // On the Sell screen the search takes focus at once, so the keys typed right after "/" land
        // in it; from another screen, once the Sell screen is drawn.
        const search = document.getElementById('catalog-search');
        if (search) search.focus();
        else setTimeout(() => document.getElementById('catalog-search')?.focus(), 0);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [go]);
}

/** The open till: everything a clerk works with. */
function TillShell() {
  const screen = useApp((s) => s.screen);
  const info = useApp((s) => s.info);
  const theme = useApp((s) => s.theme);
  const go = useApp((s) => s.go);
  const load = useApp((s) => s.load);
  const toggleTheme = useApp((s) => s.toggleTheme);
  const announcement = useSale((s) => s.announcement);
  const main = useRef<HTMLElement>(null);
  const words = useWords();

  useEffect(() => {
    // Main's start answer (asked for before React was set up) first; then what it could not hold.
    // (The app follows main's events above the shell, locked or not; the page's colours follow the theme from main.tsx.)
    void startState().then((start) => {
      void load(start);
      void useSale
        .getState()
        .load()
        .then((placed) => {
          if (placed) useApp.getState().go('receipt');
        });
      // The start answer is the page's first word on who is signed in; once the till has been
      // locked and opened again it is old news (a customer may have signed in or out since), so
      // main is asked again.
      const session = useSession.getState();
      if (start && session.status === null) session.setStatus(start.session);
      else void session.load();
    });
  }, [load]);

  // Once the Sell screen is up and main has answered its start, the other screens load in the
  // background, so they never compete with the first screen for the machine.
  useEffect(() => {
    let t: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    void startState().then(() => {
      if (left) return;
      t = setTimeout(() => [...Object.values(screenModules), loadProductDialog].forEach((load) => void load().catch(() => undefined)), 500);
    });
    return () => {
      left = true;
      clearTimeout(t);
    };
  }, []);

  useTillKeys(go);

  return (
    <div className="app">
      <header className="app-header">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            ▣
          </span>
          <span className="brand-name">{'Storefront POS' /* not-words: the product's name */}</span>
        </div>
        <div className="store">
          <span className="store-name">{info?.storeName ?? words.formatMessage(messages.connecting)}</span>
          {info?.mode === 'demo' && <span className="badge badge-demo">{words.formatMessage(messages.demoStore)}</span>}
        </div>
        <TillPeople />
        <ConnectionIndicator />
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={toggleTheme}
          aria-label={words.formatMessage(theme === 'dark' ? messages.toLightTheme : messages.toDarkTheme)}
        >
          {theme === 'dark' ? '☀' : '☾'}
        </button>
      </header>
      <nav className="app-nav" aria-label={words.formatMessage(messages.mainNav)}>
        {NAV.map((item) => {
          const current = screen === item.screen || (item.screen === 'sell' && (screen === 'checkout' || screen === 'receipt'));
          return (
            <button
              key={item.screen}
              type="button"
              className={`nav-item${current ? ' nav-current' : ''}`}
              aria-current={current ? 'page' : undefined}
              aria-keyshortcuts={item.key}
              onClick={() => go(item.screen)}
            >
              <span>{words.formatMessage(item.label)}</span>
              {item.key && <kbd>{item.key}</kbd>}
            </button>
          );
        })}
      </nav>
      <main ref={main} className="app-main">
        <ServicesRestarting />
        <AttentionBanner />
        <StartupWarnings />
        <UpdateBanner />
        <SaleErrorNotice place="shell" />
        <ScreenErrorBoundary key={screen} atHome={screen === 'sell'} onHome={() => go('sell')}>
          {screen === 'sell' && <SellScreen />}
          <Suspense
            fallback={
              <p className="empty" role="status">
                {words.formatMessage(messages.opening)}
              </p>
            }
          >
            {screen === 'checkout' && <CheckoutScreen />}
            {screen === 'receipt' && <ReceiptScreen />}
            {screen === 'returns' && <ReturnsScreen />}
            {screen === 'orders' && <OrdersScreen />}
            {screen === 'settings' && <SettingsScreen />}
            {screen === 'customer' && <CustomerScreen />}
            {screen === 'store' && <StoreScreen />}
            {screen === 'shift' && <ShiftScreen />}
            {screen === 'reports' && <ReportsScreen />}
            {screen === 'labels' && <LabelsScreen />}
            {screen === 'stock' && <StockScreen />}
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <div className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </div>
    </div>
  );
}
