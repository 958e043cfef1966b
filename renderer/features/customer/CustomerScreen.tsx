/**
 * The signed-in customer's account: profile, address book, saved cards, order history and
 * wishlist. Without a sign-in, it offers to create the customer's account at the counter.
 */
import { useEffect, useState } from 'react';
import type { SaleCart, SessionStatus, WishlistView } from '../../../shared/bridge/bridge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import type { Account, CreditCard, Page } from '../../../shared/storefront/types/types.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { CustomerAddresses } from './CustomerAddresses.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { Field } from '../../ui/Field.js';
import { OrderList } from '../orders/OrderList.js';
import { amountWords, isAmount, moneyWords, toCents } from '../../../shared/money.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import { reasonsFor, shownError } from '../../shell/errors.js';
import { useSession, useSessionStatus } from './session.js';
import { useAction } from '../../ui/use-action.js';

const messages = defineMessages({
  signUpTitle: { id: 'customer.signUp.title', defaultMessage: 'Create the customer’s account' },
  signUpIntro: {
    id: 'customer.signUp.intro',
    defaultMessage:
      'The customer chooses a password; the account is signed in on this till, and sales go to it. To use an existing account, sign in from Settings (F3).',
  },
  firstName: { id: 'customer.account.firstName', defaultMessage: 'First name' },
  lastName: { id: 'customer.account.lastName', defaultMessage: 'Last name' },
  email: { id: 'customer.account.email', defaultMessage: 'Email' },
  password: { id: 'customer.signUp.password', defaultMessage: 'Password' },
  passwordHint: { id: 'customer.signUp.passwordHint', defaultMessage: 'At least 6 characters.' },
  creating: { id: 'customer.signUp.creating', defaultMessage: 'Creating…' },
  create: { id: 'customer.signUp.create', defaultMessage: 'Create account' },
  profileTitle: { id: 'customer.profile.title', defaultMessage: 'Profile' },
  storeCredit: { id: 'customer.profile.storeCredit', defaultMessage: 'Store credit' },
  completedOrders: { id: 'customer.profile.completedOrders', defaultMessage: 'Completed orders' },
  saved: { id: 'customer.profile.saved', defaultMessage: 'Saved.' },
  saving: { id: 'customer.profile.saving', defaultMessage: 'Saving…' },
  saveProfile: { id: 'customer.profile.save', defaultMessage: 'Save profile' },
  cardsTitle: { id: 'customer.cards.title', defaultMessage: 'Saved cards' },
  noCards: { id: 'customer.cards.none', defaultMessage: 'No saved cards.' },
  expires: { id: 'customer.cards.expires', defaultMessage: ', expires {date}' },
  defaultCard: { id: 'customer.cards.default', defaultMessage: 'Default' },
  deleteLabel: { id: 'customer.cards.deleteLabel', defaultMessage: 'Delete {card}' },
  delete: { id: 'customer.cards.delete', defaultMessage: 'Delete' },
  historyTitle: { id: 'customer.history.title', defaultMessage: 'Order history' },
  historyCaption: { id: 'customer.history.caption', defaultMessage: 'Orders of this account' },
  wishlistTitle: { id: 'customer.wishlist.title', defaultMessage: 'Wishlist' },
  wishlistEmpty: { id: 'customer.wishlist.empty', defaultMessage: 'Nothing on the wishlist. Add items from a product’s page.' },
  variant: { id: 'customer.wishlist.variant', defaultMessage: 'Variant {id}' },
  removeLabel: { id: 'customer.wishlist.removeLabel', defaultMessage: 'Remove {item} from the wishlist' },
  remove: { id: 'customer.wishlist.remove', defaultMessage: 'Remove' },
  title: { id: 'customer.screen.title', defaultMessage: 'Customer' },
  signedIn: { id: 'customer.screen.signedIn', defaultMessage: 'Customer signed in: {email}' },
  noneSignedIn: { id: 'customer.screen.noneSignedIn', defaultMessage: 'No customer signed in' },
  existingTitle: { id: 'customer.screen.existingTitle', defaultMessage: 'Existing customer' },
  existing: {
    id: 'customer.screen.existing',
    defaultMessage: 'Sign the customer in with their email and password, or on the store’s page in the browser.',
  },
  goToSignIn: { id: 'customer.screen.goToSignIn', defaultMessage: 'Go to sign-in (F3)' },
});

function SignUp({ onDone }: { onDone: (status: SessionStatus) => void }) {
  const words = useWords();
  const [form, setForm] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const { busy, error, run } = useAction();
  const fe = error?.fieldErrors ?? null;
  return (
    <section className="card" aria-labelledby="signup-title">
      <h2 id="signup-title">{words.formatMessage(messages.signUpTitle)}</h2>
      <p className="muted">{words.formatMessage(messages.signUpIntro)}</p>
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
          <Field label={words.formatMessage(messages.firstName)} value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} />
          <Field label={words.formatMessage(messages.lastName)} value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} />
        </div>
        <div className="row">
          <Field
            label={words.formatMessage(messages.email)}
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={reasonsFor(fe, 'email')}
          />
          <Field
            label={words.formatMessage(messages.password)}
            type="password"
            autoComplete="new-password"
            hint={words.formatMessage(messages.passwordHint)}
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={reasonsFor(fe, 'password')}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !form.email || form.password.length < 6}>
            {words.formatMessage(busy ? messages.creating : messages.create)}
          </button>
        </div>
      </form>
    </section>
  );
}

function Profile({ account, onSaved }: { account: Account; onSaved: (a: Account) => void }) {
  const words = useWords();
  const currency = useApp((s) => s.info?.currency ?? 'USD');
  const [form, setForm] = useState({ firstName: account.firstName ?? '', lastName: account.lastName ?? '', email: account.email });
  const { busy, error, run } = useAction();
  const [saved, setSaved] = useState(false);
  const fe = error?.fieldErrors ?? null;
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{words.formatMessage(messages.profileTitle)}</h2>
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
            label={words.formatMessage(messages.firstName)}
            value={form.firstName}
            onChange={(e) => setForm({ ...form, firstName: e.target.value })}
            error={reasonsFor(fe, 'first_name', 'firstname')}
          />
          <Field
            label={words.formatMessage(messages.lastName)}
            value={form.lastName}
            onChange={(e) => setForm({ ...form, lastName: e.target.value })}
            error={reasonsFor(fe, 'last_name', 'lastname')}
          />
        </div>
        <Field
          label={words.formatMessage(messages.email)}
          type="email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          error={reasonsFor(fe, 'email')}
        />
        <dl className="facts">
          <dt>{words.formatMessage(messages.storeCredit)}</dt>
          <dd>{isAmount(account.storeCredits) ? moneyWords(toCents(account.storeCredits), currency) : account.storeCredits}</dd>
          <dt>{words.formatMessage(messages.completedOrders)}</dt>
          <dd>{account.completedOrders}</dd>
        </dl>
        <div className="form-actions">
          {saved && (
            <span className="muted" role="status">
              {words.formatMessage(messages.saved)}
            </span>
          )}
          <button type="submit" className="btn" disabled={busy}>
            {words.formatMessage(busy ? messages.saving : messages.saveProfile)}
          </button>
        </div>
      </form>
    </section>
  );
}

function Cards() {
  const words = useWords();
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
      <h2 id="cards-title">{words.formatMessage(messages.cardsTitle)}</h2>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {cards && cards.length === 0 && <p className="empty">{words.formatMessage(messages.noCards)}</p>}
      <ul className="plain-list">
        {cards?.map((c) => {
          const name = `${c.ccType.toUpperCase()} •••• ${c.lastDigits}`;
          return (
            <li key={c.id} className="list-row">
              <span>
                <strong dir="ltr">{name}</strong>
                <span className="muted">
                  {' '}
                  {c.name}
                  {c.month && c.year ? words.formatMessage(messages.expires, { date: `${String(c.month).padStart(2, '0')}/${c.year}` }) : ''}
                </span>{' '}
                {c.isDefault && <span className="badge badge-info">{words.formatMessage(messages.defaultCard)}</span>}
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={busy}
                aria-label={words.formatMessage(messages.deleteLabel, { card: name })}
                onClick={async () => {
                  const next = await run(() => pos().customer.deleteCard(c.id));
                  if (next) setCards(next);
                }}
              >
                {words.formatMessage(messages.delete)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OrderHistory() {
  const words = useWords();
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
      <h2 id="history-title">{words.formatMessage(messages.historyTitle)}</h2>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {orders && <OrderList caption={words.formatMessage(messages.historyCaption)} orders={orders} page={page} onPage={setPage} />}
    </section>
  );
}

function WishlistSection() {
  const words = useWords();
  const place = usePlace();
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
      <h2 id="wishlist-title">{words.formatMessage(messages.wishlistTitle)}</h2>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {list && list.items.length === 0 && <p className="empty">{words.formatMessage(messages.wishlistEmpty)}</p>}
      <ul className="plain-list">
        {list?.items.map((item) => {
          const options = item.variant?.optionsText ? ` (${item.variant.optionsText.replace(/\w+: /g, '')})` : '';
          const name = `${item.productName ?? item.variant?.sku ?? words.formatMessage(messages.variant, { id: item.variantId })}${options}`;
          return (
            <li key={item.id} className="list-row">
              <span>
                <strong>{name}</strong>
                <span className="muted">
                  {' '}
                  × {item.quantity}
                  {item.price !== null && item.variant ? ` · ${amountWords(item.price, item.variant.currency, place)}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={busy}
                aria-label={words.formatMessage(messages.removeLabel, { item: name })}
                onClick={async () => {
                  const next = await run(() => pos().customer.removeFromWishlist(item.id));
                  if (next) setList(next);
                }}
              >
                {words.formatMessage(messages.remove)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function CustomerScreen() {
  const words = useWords();
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
        <h2>{words.formatMessage(messages.title)}</h2>
        <span className="muted">
          {session?.signedIn ? words.formatMessage(messages.signedIn, { email: session.email }) : words.formatMessage(messages.noneSignedIn)}
        </span>
      </header>
      {error && <ErrorBanner message={error} />}
      {session && !session.signedIn && (
        <div className="customer-grid">
          <SignUp onDone={(status) => useSession.getState().setStatus(status)} />
          <section className="card">
            <h2>{words.formatMessage(messages.existingTitle)}</h2>
            <p>{words.formatMessage(messages.existing)}</p>
            <button type="button" className="btn" onClick={() => go('settings')}>
              {words.formatMessage(messages.goToSignIn)}
            </button>
          </section>
        </div>
      )}
      {shown && (
        <div className="customer-grid">
          <Profile account={shown} onSaved={(account) => setLoaded({ for: signedInAs!, account })} />
          <CustomerAddresses />
          <Cards />
          <WishlistSection />
          <OrderHistory />
        </div>
      )}
    </div>
  );
}
