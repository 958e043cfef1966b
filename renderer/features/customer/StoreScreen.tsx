/**
 * What the store publishes, for staff answering questions at the counter: its details, its
 * policies (returns, shipping, privacy, terms) and its posts by category.
 */
import { useEffect, useState } from 'react';
import type { Page, Policy, Post, PostCategory, Store } from '../../../shared/storefront/types/types.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { dateOf } from '../../ui/words/format-time.js';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  name: { id: 'customer.store.name', defaultMessage: 'Name' },
  webAddress: { id: 'customer.store.webAddress', defaultMessage: 'Web address' },
  currency: { id: 'customer.store.currency', defaultMessage: 'Currency' },
  address: { id: 'customer.store.address', defaultMessage: 'Address' },
  phone: { id: 'customer.store.phone', defaultMessage: 'Phone' },
  supportEmail: { id: 'customer.store.supportEmail', defaultMessage: 'Support email' },
  description: { id: 'customer.store.description', defaultMessage: 'Description' },
  detailsTitle: { id: 'customer.store.detailsTitle', defaultMessage: 'Store' },
  policiesTitle: { id: 'customer.store.policiesTitle', defaultMessage: 'Policies' },
  noPolicies: { id: 'customer.store.noPolicies', defaultMessage: 'The store publishes no policies.' },
  postsTitle: { id: 'customer.store.postsTitle', defaultMessage: 'Posts' },
  category: { id: 'customer.store.category', defaultMessage: 'Category' },
  allCategories: { id: 'customer.store.allCategories', defaultMessage: 'All categories' },
  allPosts: { id: 'customer.store.allPosts', defaultMessage: '← All posts' },
  noPosts: { id: 'customer.store.noPosts', defaultMessage: 'No posts in this category.' },
  newer: { id: 'customer.store.newer', defaultMessage: 'Newer' },
  older: { id: 'customer.store.older', defaultMessage: 'Older' },
  title: { id: 'customer.store.title', defaultMessage: 'Store' },
  subtitle: { id: 'customer.store.subtitle', defaultMessage: 'Details, policies and posts as the store publishes them' },
});

/** The store's details shown when it publishes them: the label, and the field of the store's answer. */
const EXTRA_DETAILS = [
  [messages.address, 'address'],
  [messages.phone, 'contactPhone'],
  [messages.supportEmail, 'customerSupportEmail'],
  [messages.description, 'description'],
] as const;

/** Plain text with its paragraphs; the store's HTML is never injected into the page. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  );
}

function Details({ store }: { store: Store }) {
  const words = useWords();
  const rows: [MessageDeclaration, string | null | undefined][] = [
    [messages.name, store.name],
    [messages.webAddress, store.url],
    [messages.currency, store.defaultCurrency],
  ];
  const extra = store as unknown as Record<string, unknown>;
  for (const [label, key] of EXTRA_DETAILS) {
    if (typeof extra[key] === 'string' && extra[key]) rows.push([label, extra[key] as string]);
  }
  return (
    <section className="card" aria-labelledby="store-details-title">
      <h2 id="store-details-title">{words.formatMessage(messages.detailsTitle)}</h2>
      <dl className="facts">
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label.id} className="facts-row">
              <dt>{words.formatMessage(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function Policies({ policies }: { policies: Policy[] }) {
  const words = useWords();
  return (
    <section className="card" aria-labelledby="policies-title">
      <h2 id="policies-title">{words.formatMessage(messages.policiesTitle)}</h2>
      {policies.length === 0 && <p className="empty">{words.formatMessage(messages.noPolicies)}</p>}
      {policies.map((p) => (
        <details key={p.id} className="policy">
          <summary>{p.name}</summary>
          <Paragraphs text={p.body} />
        </details>
      ))}
    </section>
  );
}

function Posts({ categories }: { categories: PostCategory[] }) {
  const words = useWords();
  const [category, setCategory] = useState<string>('');
  const [page, setPage] = useState(1);
  const [posts, setPosts] = useState<Page<Post> | null>(null);
  const [open, setOpen] = useState<Post | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    pos()
      .content.posts({ page, ...(category ? { categoryId: category } : {}) })
      .then((p) => live && setPosts(p))
      .catch((e: unknown) => live && setError(shownError(e).message));
    return () => {
      live = false;
    };
  }, [page, category]);
  return (
    <section className="card posts" aria-labelledby="posts-title" aria-busy={posts === null}>
      <h2 id="posts-title">{words.formatMessage(messages.postsTitle)}</h2>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      <div className="field">
        <label htmlFor="post-category">{words.formatMessage(messages.category)}</label>
        <select
          id="post-category"
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            setPage(1);
            setOpen(null);
          }}
        >
          <option value="">{words.formatMessage(messages.allCategories)}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      {open ? (
        <article className="post" aria-labelledby="post-title">
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setOpen(null)}>
            {words.formatMessage(messages.allPosts)}
          </button>
          <h3 id="post-title">{open.title}</h3>
          <p className="muted">{[open.postCategoryTitle, open.authorName, open.publishedAt ? dateOf(open.publishedAt) : null].filter(Boolean).join(' · ')}</p>
          <Paragraphs text={open.content || open.description} />
        </article>
      ) : (
        <ul className="plain-list">
          {posts?.items.length === 0 && <li className="empty">{words.formatMessage(messages.noPosts)}</li>}
          {posts?.items.map((p) => (
            <li key={p.id} className="list-row">
              <button type="button" className="link-button" onClick={() => setOpen(p)}>
                {p.title}
              </button>
              <span className="muted">
                {p.postCategoryTitle ?? ''} {p.publishedAt ? `· ${dateOf(p.publishedAt)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!open && posts && posts.meta.totalPages > 1 && (
        <div className="form-actions">
          <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {words.formatMessage(messages.newer)}
          </button>
          <button type="button" className="btn btn-small" disabled={!posts.nextPage} onClick={() => setPage(page + 1)}>
            {words.formatMessage(messages.older)}
          </button>
        </div>
      )}
    </section>
  );
}

export function StoreScreen() {
  const words = useWords();
  const [store, setStore] = useState<Store | null>(null);
  const [policies, setPolicies] = useState<Policy[] | null>(null);
  const [categories, setCategories] = useState<PostCategory[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const fail = (e: unknown) => live && setError(shownError(e).message);
    pos()
      .content.store()
      .then((s) => live && setStore(s))
      .catch(fail);
    pos()
      .content.policies()
      .then((p) => live && setPolicies(p))
      .catch(fail);
    pos()
      .content.postCategories()
      .then((c) => live && setCategories(c))
      .catch(fail);
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="store-screen">
      <header className="screen-header">
        <h2>{words.formatMessage(messages.title)}</h2>
        <span className="muted">{words.formatMessage(messages.subtitle)}</span>
      </header>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      <div className="customer-grid">
        {store && <Details store={store} />}
        {policies && <Policies policies={policies} />}
        <Posts categories={categories} />
      </div>
    </div>
  );
}
