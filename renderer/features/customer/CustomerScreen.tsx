/**
 * The signed-in customer's account: profile, address book, saved cards, order history and
 * wishlist. Without a sign-in, it offers to create the customer's account at the counter.
 */
import { useEffect, useState } from 'react';
import type { AddressDetails, SaleCart, SessionStatus, WishlistView } from '../../../shared/bridge/bridge.js';
import type { Account, CreditCard, Page, SavedAddress } from '../../../shared/storefront/types/types.js';
import { AddressFields, cleaned, EMPTY_ADDRESS } from '../../ui/AddressFields.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { Field } from '../../ui/Field.js';
import { OrderList } from '../orders/OrderList.js';
import { isAmount, moneyWords, toCents } from '../../../shared/money.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { reasonsFor, shownError } from '../../shell/errors.js';
import { useSession, useSessionStatus } from './session.js';
import { useAction } from '../../ui/use-action.js';

function SignUp({ onDone }: { onDone: (status: SessionStatus) => void }) {
  const [form, setForm] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const { busy, error, run } = useAction();
  const fe = error?.fieldErrors ?? null;
  return (
    <section className="card" aria-labelledby="signup-title">
      <h2 id="signup-title">Create the customer’s account</h2>
      <p className="muted">
        The customer chooses a password; the account is signed in on this till, and sales go to it. To use an existing account, sign in from Settings (F3).
      </p>
      {error && <ErrorBanner message={error.message} />}
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const status = await run(() => pos().customer.signUp({ ...form, firstName: form.firstName || undefined, lastName: form.lastName || undefined }));
          if (status) onDone(status);
        }}
      >
        <div className="row">
          <Field label="First name" value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} />
          <Field label="Last name" value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} />
        </div>
        <div className="row">
          <Field
            label="Email"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={reasonsFor(fe, 'email')}
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters."
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={reasonsFor(fe, 'password')}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !form.email || form.password.length < 6}>
            {busy ? 'Creating…' : 'Create account'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Profile({ account, onSaved }: { account: Account; onSaved: (a: Account) => void }) {
  const currency = useApp((s) => s.info?.currency ?? 'USD');
  const [form, setForm] = useState({ firstName: account.firstName ?? '', lastName: account.lastName ?? '', email: account.email });
  const { busy, error, run } = useAction();
  const [saved, setSaved] = useState(false);
  const fe = error?.fieldErrors ?? null;
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      {error && <ErrorBanner message={error.message} />}
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setSaved(false);
          const next = await run(() => pos().customer.updateProfile(form));
          if (next) {
            onSaved(next);
            setSaved(true);
          }
        }}
      >
        <div className="row">
          <Field
            label="First name"
            value={form.firstName}
            onChange={(e) => setForm({ ...form, firstName: e.target.value })}
            error={reasonsFor(fe, 'first_name', 'firstname')}
          />
          <Field
            label="Last name"
            value={form.lastName}
            onChange={(e) => setForm({ ...form, lastName: e.target.value })}
            error={reasonsFor(fe, 'last_name', 'lastname')}
          />
        </div>
        <Field label="Email" type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} error={reasonsFor(fe, 'email')} />
        <dl className="facts">
          <dt>Store credit</dt>
          <dd>{isAmount(account.storeCredits) ? moneyWords(toCents(account.storeCredits), currency) : account.storeCredits}</dd>
          <dt>Completed orders</dt>
          <dd>{account.completedOrders}</dd>
        </dl>
        <div className="form-actions">
          {saved && (
            <span className="muted" role="status">
              Saved.
            </span>
          )}
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>
    </section>
  );
}

const REQUIRED_ADDRESS_FIELDS = ['firstname', 'lastname', 'address1', 'city', 'zipcode'] as const;

function addressLine(a: SavedAddress): string {
  return [a.address1, a.address2, a.city, a.stateCode ?? a.stateName, a.zipcode, a.countryIso].filter(Boolean).join(', ');
}

function Addresses() {
  const [list, setList] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<{ id?: string; label: string; address: AddressDetails } | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const { busy, error, setError, run } = useAction();
  useEffect(() => {
    if (missing.size > 0) document.querySelector<HTMLElement>('.address-editor [aria-invalid="true"]')?.focus();
  }, [missing]);
  useEffect(() => {
    pos()
      .customer.addresses()
      .then(setList)
      .catch((e: unknown) => setError(shownError(e)));
  }, [setError]);
  const fe = error?.fieldErrors ?? null;
  const edit = (a?: SavedAddress) =>
    setEditing(
      a
        ? {
            id: a.id,
            label: a.label ?? '',
            address: {
              firstname: a.firstname,
              lastname: a.lastname,
              address1: a.address1,
              address2: a.address2 ?? '',
              city: a.city,
              zipcode: a.zipcode,
              stateName: a.stateCode ?? a.stateName ?? '',
              phone: a.phone ?? '',
              countryIso: a.countryIso,
            },
          }
        : { label: '', address: EMPTY_ADDRESS },
    );
  return (
    <section className="card" aria-labelledby="addresses-title" aria-busy={list === null}>
      <h2 id="addresses-title">Addresses</h2>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {list && list.length === 0 && <p className="empty">No saved addresses.</p>}
      <ul className="plain-list">
        {list?.map((a) => (
          <li key={a.id} className="list-row">
            <span>
              <strong>{a.label || `${a.firstname} ${a.lastname}`}</strong>
              <span className="muted"> {addressLine(a)}</span>
            </span>
            <span className="row-actions">
              <button type="button" className="btn btn-small" onClick={() => edit(a)} aria-label={`Edit ${a.label || a.address1}`}>
                Edit
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={busy}
                aria-label={`Delete ${a.label || a.address1}`}
                onClick={async () => {
                  const next = await run(() => pos().customer.deleteAddress(a.id));
                  if (next) setList(next);
                }}
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing ? (
        <form
          className="address-editor"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const empty = new Set(REQUIRED_ADDRESS_FIELDS.filter((k) => !editing.address[k].trim()));
            setMissing(empty);
            if (empty.size > 0) return;
            const next = await run(() =>
              pos().customer.saveAddress({
                ...(editing.id ? { id: editing.id } : {}),
                ...(editing.label ? { label: editing.label } : {}),
                address: cleaned(editing.address),
              }),
            );
            if (next) {
              setList(next);
              setEditing(null);
            }
          }}
        >
          <fieldset className="address-group">
            <legend>{editing.id ? 'Change address' : 'New address'}</legend>
            <Field
              label="Label (optional)"
              value={editing.label}
              onChange={(e) => setEditing({ ...editing, label: e.target.value })}
              error={reasonsFor(fe, 'address.label', 'label')}
            />
            <AddressFields
              idPrefix="customer-address"
              value={editing.address}
              onChange={(address) => setEditing({ ...editing, address })}
              errorFor={(name) => (missing.has(name as (typeof REQUIRED_ADDRESS_FIELDS)[number]) ? 'Enter this.' : reasonsFor(fe, `address.${name}`, name))}
            />
          </fieldset>
          <div className="form-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(null)}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save address'}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => edit()}>
            Add an address
          </button>
        </div>
      )}
    </section>
  );
}

function Cards() {
  const [cards, setCards] = useState<CreditCard[] | null>(null);
  const { busy, error, setError, run } = useAction();
  useEffect(() => {
    pos()
      .customer.cards()
      .then(setCards)
      .catch((e: unknown) => setError(shownError(e)));
  }, [setError]);
  return (
    <section className="card" aria-labelledby="cards-title" aria-busy={cards === null}>
      <h2 id="cards-title">Saved cards</h2>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {cards && cards.length === 0 && <p className="empty">No saved cards.</p>}
      <ul className="plain-list">
        {cards?.map((c) => {
          const name = `${c.ccType.toUpperCase()} •••• ${c.lastDigits}`;
          return (
            <li key={c.id} className="list-row">
              <span>
                <strong>{name}</strong>
                <span className="muted">
                  {' '}
                  {c.name}
                  {c.month && c.year ? `, expires ${String(c.month).padStart(2, '0')}/${c.year}` : ''}
                </span>{' '}
                {c.isDefault && <span className="badge badge-info">Default</span>}
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={busy}
                aria-label={`Delete ${name}`}
                onClick={async () => {
                  const next = await run(() => pos().customer.deleteCard(c.id));
                  if (next) setCards(next);
                }}
              >
                Delete
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OrderHistory() {
  const [page, setPage] = useState(1);
  const [orders, setOrders] = useState<Page<SaleCart> | null>(null);
  const { error, setError } = useAction();
  useEffect(() => {
    let live = true;
    pos()
      .customer.orders(page)
      .then((p) => live && setOrders(p))
      .catch((e: unknown) => live && setError(shownError(e)));
    return () => {
      live = false;
    };
  }, [page, setError]);
  return (
    <section className="card" aria-labelledby="history-title" aria-busy={orders === null}>
      <h2 id="history-title">Order history</h2>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {orders && <OrderList caption="Orders of this account" orders={orders} page={page} onPage={setPage} />}
    </section>
  );
}

function WishlistSection() {
  const [list, setList] = useState<WishlistView | null>(null);
  const { busy, error, setError, run } = useAction();
  useEffect(() => {
    pos()
      .customer.wishlist()
      .then(setList)
      .catch((e: unknown) => setError(shownError(e)));
  }, [setError]);
  return (
    <section className="card" aria-labelledby="wishlist-title" aria-busy={list === null}>
      <h2 id="wishlist-title">Wishlist</h2>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {list && list.items.length === 0 && <p className="empty">Nothing on the wishlist. Add items from a product’s page.</p>}
      <ul className="plain-list">
        {list?.items.map((item) => {
          const options = item.variant?.optionsText ? ` (${item.variant.optionsText.replace(/\w+: /g, '')})` : '';
          const name = `${item.productName ?? item.variant?.sku ?? `Variant ${item.variantId}`}${options}`;
          return (
            <li key={item.id} className="list-row">
              <span>
                <strong>{name}</strong>
                <span className="muted">
                  {' '}
                  × {item.quantity}
                  {item.displayPrice ? ` · ${item.displayPrice}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={busy}
                aria-label={`Remove ${name} from the wishlist`}
                onClick={async () => {
                  const next = await run(() => pos().customer.removeFromWishlist(item.id));
                  if (next) setList(next);
                }}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function CustomerScreen() {
  const go = useApp((s) => s.go);
  // Who is signed in follows main's session events: a sign-out the store caused shows at once.
  const session = useSessionStatus();
  const signedInAs = session?.signedIn ? session.email : null;
  // The profile read for the account signed in then: another account's is never shown.
  const [loaded, setLoaded] = useState<{ for: string; account: Account } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!signedInAs) return;
    let live = true;
    pos()
      .customer.profile()
      .then((profile) => live && setLoaded({ for: signedInAs, account: profile }))
      .catch((e: unknown) => live && setError(shownError(e).message));
    return () => {
      live = false;
    };
  }, [signedInAs]);
  const shown = signedInAs && loaded?.for === signedInAs ? loaded.account : null;

  return (
    <div className="customer">
      <header className="screen-header">
        <h2>Customer</h2>
        <span className="muted">{session?.signedIn ? `Customer signed in: ${session.email}` : 'No customer signed in'}</span>
      </header>
      {error && <ErrorBanner message={error} />}
      {session && !session.signedIn && (
        <div className="customer-grid">
          <SignUp onDone={(status) => useSession.getState().setStatus(status)} />
          <section className="card">
            <h2>Existing customer</h2>
            <p>Sign the customer in with their email and password, or on the store’s page in the browser.</p>
            <button type="button" className="btn" onClick={() => go('settings')}>
              Go to sign-in (F3)
            </button>
          </section>
        </div>
      )}
      {shown && (
        <div className="customer-grid">
          <Profile account={shown} onSaved={(account) => setLoaded({ for: signedInAs!, account })} />
          <Addresses />
          <Cards />
          <WishlistSection />
          <OrderHistory />
        </div>
      )}
    </div>
  );
}
