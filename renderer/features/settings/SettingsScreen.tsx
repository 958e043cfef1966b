/**
 * Settings: this till's staff, the customer's account (signing the customer in), the stores this till sells for (with their publishable keys), the
 * store's service status, this till's signed requests, the manager's admin client, demo-store
 * reset, saving diagnostics for support, the look.
 */
import { sentenceCase } from '../../ui/words/sentence-case.js';
import { OfflineLimitsSection } from '../offline/OfflineLimitsSection.js';
import { ReturnLimitSection } from '../returns/ReturnLimitSection.js';
import { DemoOutboxSection } from '../mail/DemoOutboxSection.js';
import { SimulatedPrinterSection } from '../printer-simulator/SimulatedPrinterSection.js';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AdminStatus, SessionStatus, StoreProfileView, StoreServiceStatus, TillAuthentication } from '../../../shared/bridge/bridge.js';
import { AdvancedDetails } from './AdvancedDetails.js';
import { AgenticDocumentFacts } from './AgenticDocumentFacts.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { TillSigning } from './TillSigning.js';
import { Field } from '../../ui/Field.js';
import { StoreLocationForm } from './StoreLocationForm.js';
import { StoreTimeZoneForm } from './StoreTimeZoneForm.js';
import { PublishableKeyForm } from './PublishableKeyForm.js';
import { SaveDiagnostics } from './SaveDiagnostics.js';
import { ReceiptPrinterSection } from './hardware/ReceiptPrinterSection.js';
import { LanguageSection } from './LanguageSection.js';
import { CustomerDisplaySection } from './hardware/CustomerDisplaySection.js';
import { pos } from '../../bridge/pos.js';
import { DiscountReasonsSection } from '../sell/discounts/DiscountReasonsSection.js';
import { useApp } from '../../shell/app.js';
import { shownError } from '../../shell/errors.js';
import { useSession, useSessionStatus } from '../customer/session.js';
import { useAction } from '../../ui/use-action.js';
import { timeOfDay } from '../../ui/words/format-time.js';

const StaffSection = lazy(() => import('../staff/StaffSection.js').then((m) => ({ default: m.StaffSection })));
const AlertSettings = lazy(() => import('../alerts/AlertSettings.js').then((m) => ({ default: m.AlertSettings })));

/**
 * The customer's own store account: they sign in (with their password typed by them, or on the
 * store's page) so the sale is theirs (saved addresses and cards, store credit, their orders).
 * It is never who is on the till: that is the staff PIN.
 */
function SignIn() {
  const status = useSessionStatus();
  const setStatus = useSession((s) => s.setStatus);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [waitingForBrowser, setWaitingForBrowser] = useState(false);
  const action = useAction();
  const busy = action.busy;
  const error = action.error?.message ?? null;

  const run = async (work: () => Promise<SessionStatus>) => {
    const next = await action.run(work);
    if (next) {
      setStatus(next);
      setPassword('');
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="signin-title">
      <h2 id="signin-title">Customer account</h2>
      <p className="muted">
        Sell to a customer who signs in to their own account at the store. The customer types their password, or signs in on the store’s page.
      </p>
      {status && !status.persistent && (
        <p className="notice" role="note">
          No keychain is available on this computer: the sign-in is kept in memory only and ends when the app closes.
        </p>
      )}
      {error && <ErrorBanner message={error} onDismiss={() => action.setError(null)} />}
      {status?.signedIn ? (
        <div className="signed-in">
          <p>
            Customer signed in: <strong>{status.email}</strong>
          </p>
          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => pos().session.signOut())}>
            {busy ? 'Signing out…' : 'Sign the customer out'}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (email && password) void run(() => pos().session.signIn({ email, password }));
          }}
        >
          <Field label="Customer’s email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field label="Customer’s password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy || !email || !password}>
              {busy && !waitingForBrowser ? 'Signing in…' : 'Sign the customer in'}
            </button>
          </div>
          <div className="or-divider" role="presentation">
            or
          </div>
          {waitingForBrowser ? (
            <div className="browser-wait" role="status">
              <p>Finish signing in on the store’s page in your browser. This window updates when you are done.</p>
              <button type="button" className="btn" onClick={() => void pos().session.cancelBrowserSignIn()}>
                Cancel browser sign-in
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-block"
              disabled={busy}
              onClick={() => {
                setWaitingForBrowser(true);
                void run(() => pos().session.signInWithBrowser()).finally(() => setWaitingForBrowser(false));
              }}
            >
              Sign the customer in on the store’s page in the browser
            </button>
          )}
        </form>
      )}
    </section>
  );
}

function Stores() {
  const [profiles, setProfiles] = useState<StoreProfileView[]>([]);
  const blank = { name: '', baseUrl: '', dialect: 'shop' as 'shop' | 'spree', lineOptions: '', use: true };
  const [form, setForm] = useState(blank);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    pos()
      .stores.list()
      .then(setProfiles)
      .catch((e: unknown) => setError(shownError(e).message));
  }, []);

  const run = async (work: () => Promise<StoreProfileView[]>) => {
    setError(null);
    try {
      setProfiles(await work());
      return true;
    } catch (e) {
      setError(shownError(e).message);
      return false;
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="stores-title">
      <h2 id="stores-title">Stores</h2>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      <p className="muted">The store chosen or added is used at once, between sales: the sale in progress is finished, parked or discarded first.</p>
      <ul className="profiles">
        {profiles.map((p) => (
          <li key={p.id} className="profile">
            <div className="profile-head">
              <div>
                <strong>{p.name}</strong>
                <span className="muted"> {p.baseUrl ?? 'built in, on this computer'}</span>
                {p.inUse && <span className="badge badge-ok">In use</span>}
                <div className="muted small">{p.dialect === 'spree' ? 'Unmodified Spree' : 'Storefront interface'}</div>
                {p.lineOptions.length > 0 && <div className="muted small">Line options: {p.lineOptions.map((o) => o.label).join(', ')}</div>}
              </div>
              <div className="profile-actions">
                {!p.inUse && (
                  <button type="button" className="btn btn-small" onClick={() => void run(() => pos().stores.activate(p.id))}>
                    Use {p.name}
                  </button>
                )}
                {p.baseUrl && (
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    aria-label={`Remove ${p.name}`}
                    onClick={() => void run(() => pos().stores.remove(p.id))}
                  >
                    Remove
                  </button>
                )}
              </div>
            </div>
            <StoreLocationForm profile={p} run={run} />
            <StoreTimeZoneForm profile={p} run={run} />
            {p.dialect === 'shop' && <PublishableKeyForm profile={p} run={run} />}
          </li>
        ))}
      </ul>
      <form
        className="add-store"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const lineOptions = form.lineOptions.split(/[\s,]+/).filter(Boolean);
          const input = { name: form.name, baseUrl: form.baseUrl, dialect: form.dialect, use: form.use, ...(lineOptions.length > 0 ? { lineOptions } : {}) };
          if (await run(() => pos().stores.add(input))) setForm(blank);
        }}
      >
        <h3>Add a store</h3>
        <div className="row">
          <Field label="Store name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <Field
            label="Store address"
            placeholder="https://shop.example.com"
            value={form.baseUrl}
            onChange={(e) => setForm({ ...form, baseUrl: e.target.value })}
          />
        </div>
        <AdvancedDetails>
          <div className="field">
            <label htmlFor="store-dialect">Sign-in dialect</label>
            <select id="store-dialect" value={form.dialect} onChange={(e) => setForm({ ...form, dialect: e.target.value as 'shop' | 'spree' })}>
              <option value="shop">Storefront interface (X-Shop-Order-Token, /shop_oauth)</option>
              <option value="spree">Unmodified Spree (X-Spree-Order-Token, /spree_oauth)</option>
            </select>
          </div>
          <Field
            label="Custom line options (optional)"
            hint="Names as registered at the store, separated by commas, e.g. gift_note, engraving"
            value={form.lineOptions}
            onChange={(e) => setForm({ ...form, lineOptions: e.target.value })}
          />
        </AdvancedDetails>
        <label className="check">
          <input type="checkbox" checked={form.use} onChange={(e) => setForm({ ...form, use: e.target.checked })} /> Sell for this store now
        </label>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!form.name || !form.baseUrl}>
            Add store
          </button>
        </div>
      </form>
    </section>
  );
}

function ServiceStatus() {
  const [status, setStatus] = useState<StoreServiceStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(true);
  const check = () => {
    setChecking(true);
    pos()
      .app.storeStatus()
      .then((s) => {
        setStatus(s);
        setError(null);
      })
      .catch((e: unknown) => setError(shownError(e).message))
      .finally(() => setChecking(false));
  };
  useEffect(() => {
    let live = true;
    pos()
      .app.storeStatus()
      .then((s) => live && setStatus(s))
      .catch((e: unknown) => live && setError(shownError(e).message))
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, []);
  const budget = status?.budget;
  return (
    <section className="card settings-card" aria-labelledby="service-title" aria-busy={checking}>
      <h2 id="service-title">Store service</h2>
      {error && <ErrorBanner message={error} onRetry={check} />}
      {status && budget && (
        <dl className="facts">
          <dt>State</dt>
          <dd>
            <span className={`badge ${status.state === 'operational' ? 'badge-ok' : 'badge-warn'}`}>{sentenceCase(status.state)}</span>
          </dd>
          <dt>Incidents</dt>
          <dd>{status.incidents.length === 0 ? 'None reported' : status.incidents.map((i) => `${i.title}${i.status ? ` (${i.status})` : ''}`).join('; ')}</dd>
        </dl>
      )}
      {status && budget && (
        <AdvancedDetails>
          <dl className="facts">
            <dt>Rate limit</dt>
            <dd>
              {status.policy
                ? `${status.policy.replace(/^(\d+);w=(\d+)$/, '$1 requests per $2 s')} ${status.bucket === 'till' ? 'for this till (its own budget)' : 'per address'}`
                : `${budget.limit} requests per ${budget.windowSeconds} s (assumed)`}
            </dd>
            {status.till && (
              <>
                <dt>This till</dt>
                <dd>{tillWords(status.till)}</dd>
              </>
            )}
            <dt>Budget left</dt>
            <dd>
              {budget.storeRemaining !== null
                ? `${budget.storeRemaining} of ${budget.limit} ${status.bucket === 'till' ? 'for this till' : 'for every till at this address'}`
                : `${Math.max(0, budget.limit - budget.sentInWindow)} of ${budget.limit}`}
              {' · '}this till sent {budget.sentInWindow} in the last {budget.windowSeconds} s
              {budget.pausedUntil && ` · paused until ${timeOfDay(budget.pausedUntil)}`}
              {budget.shared && ' · other tills at this address are using it too: this till takes turns with them'}
            </dd>
            <AgenticDocumentFacts status={status.agentic} />
          </dl>
        </AdvancedDetails>
      )}
      <div className="form-actions">
        <span className="muted">{status ? `Checked ${timeOfDay(status.checkedAt)}` : ''}</span>
        <button type="button" className="btn" disabled={checking} onClick={check}>
          {checking ? 'Checking…' : 'Check again'}
        </button>
      </div>
    </section>
  );
}

/** What the store said of this till's signed request, in words. */
function tillWords(till: TillAuthentication): string {
  if (till.state === 'authenticated') return `Authenticated by its signature${till.as ? ` as “${till.as}”` : ''}`;
  if (till.state === 'refused') return `Signature refused: ${till.message ?? 'the store did not say why.'}`;
  return till.message ?? 'The store does not say whether it recognises this till.';
}

function AdminClient() {
  const [status, setStatus] = useState<AdminStatus | null>(null);
  const [form, setForm] = useState({ clientId: '', clientSecret: '' });
  const action = useAction();
  const setActionError = action.setError;
  const busy = action.busy;
  const error = action.error?.message ?? null;
  useEffect(() => {
    pos()
      .admin.status()
      .then(setStatus)
      .catch((e: unknown) => setActionError(shownError(e)));
  }, [setActionError]);
  const run = async (work: () => Promise<AdminStatus>) => {
    const next = await action.run(work);
    if (next) {
      setStatus(next);
      setForm({ clientId: '', clientSecret: '' });
    }
  };
  return (
    <section className="card settings-card" aria-labelledby="admin-title">
      <h2 id="admin-title">Manager’s admin client</h2>
      <p className="muted">
        With the store’s admin client (given by whoever runs the store), the Orders screen can show every order of the store, not only this till’s. The client
        secret is kept in the keychain.
      </p>
      {error && <ErrorBanner message={error} onDismiss={() => setActionError(null)} />}
      {status?.connected ? (
        <div className="signed-in">
          <p>
            Connected as client <strong>{status.clientId}</strong>
          </p>
          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => pos().admin.disconnect())}>
            {busy ? 'Disconnecting…' : 'Disconnect'}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (form.clientId && form.clientSecret) void run(() => pos().admin.connect(form));
          }}
        >
          <div className="row">
            <Field label="Client id" autoComplete="off" value={form.clientId} onChange={(e) => setForm({ ...form, clientId: e.target.value })} />
            <Field
              label="Client secret"
              type="password"
              autoComplete="off"
              value={form.clientSecret}
              onChange={(e) => setForm({ ...form, clientSecret: e.target.value })}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn" disabled={busy || !form.clientId || !form.clientSecret}>
              {busy ? 'Checking with the store…' : 'Connect'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function DemoStoreReset() {
  const mode = useApp((s) => s.info?.mode);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (mode !== 'demo') return null;
  const reset = async () => {
    setBusy(true);
    setError(null);
    try {
      await pos().app.resetDemoStore();
      setMessage('The demo store is back to its first-start data.');
      setConfirming(false);
    } catch (e) {
      setError(shownError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card settings-card" aria-labelledby="demo-title">
      <h2 id="demo-title">Demo store</h2>
      <p className="muted">
        Training sales go to the built-in demo store. Resetting it restores its catalog, stock and accounts, and clears its orders, this till’s sale in progress
        and its tracked orders.
      </p>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      <div className="form-actions">
        {confirming ? (
          <>
            <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={busy}>
              Keep the demo data
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void reset()} disabled={busy}>
              {busy ? 'Resetting…' : 'Yes, reset the demo store'}
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={() => setConfirming(true)}>
            Reset the demo store…
          </button>
        )}
      </div>
    </section>
  );
}

export function SettingsScreen() {
  const theme = useApp((s) => s.theme);
  const toggleTheme = useApp((s) => s.toggleTheme);
  const info = useApp((s) => s.info);
  return (
    <div className="settings">
      <header className="screen-header">
        <h2>Settings</h2>
        <span className="muted">{info ? `${info.storeName} · ${info.storeUrl} · version ${info.version}` : ''}</span>
      </header>
      <div className="settings-grid">
        <Suspense
          fallback={
            <p className="empty" role="status">
              Opening the staff list…
            </p>
          }
        >
          <StaffSection />
        </Suspense>
        <LanguageSection />
        <SignIn />
        <Stores />
        <ServiceStatus />
        <TillSigning />
        <AdminClient />
        <OfflineLimitsSection />
        <ReturnLimitSection />
        <DiscountReasonsSection />
        <ReceiptPrinterSection />
        <CustomerDisplaySection />
        <Suspense fallback={null}>
          <AlertSettings />
        </Suspense>
        <DemoStoreReset />
        <DemoOutboxSection />
        <SimulatedPrinterSection />
        <SaveDiagnostics />
        <section className="card settings-card" aria-labelledby="look-title">
          <h2 id="look-title">Look</h2>
          <button type="button" className="btn" onClick={toggleTheme}>
            Use the {theme === 'dark' ? 'light' : 'dark'} theme
          </button>
        </section>
      </div>
    </div>
  );
}
