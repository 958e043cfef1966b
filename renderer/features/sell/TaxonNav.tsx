/** The store's taxons as an indented list: choosing one browses it and everything under it. */
import type { Taxon } from '../../../shared/storefront/types/types.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'sell.taxons.title', defaultMessage: 'Categories' },
  tryAgain: { id: 'sell.taxons.tryAgain', defaultMessage: 'Try again' },
  allProducts: { id: 'sell.taxons.allProducts', defaultMessage: 'All products' },
});

/** The taxons in tree order (each followed by its children), without the roots, with their depth under them. */
export function taxonOutline(taxons: Taxon[]): { taxon: Taxon; level: number }[] {
  const children = new Map<string | null, Taxon[]>();
  for (const t of taxons) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t]);
  const known = new Set(taxons.map((t) => t.id));
  const byPosition = (a: Taxon, b: Taxon) => (a.position ?? 0) - (b.position ?? 0) || a.name.localeCompare(b.name);
  const out: { taxon: Taxon; level: number }[] = [];
  const walk = (parent: string, level: number) => {
    for (const t of [...(children.get(parent) ?? [])].sort(byPosition)) {
      out.push({ taxon: t, level });
      walk(t.id, level + 1);
    }
  };
  const roots = taxons.filter((t) => t.parentId === null || !known.has(t.parentId)).sort(byPosition);
  for (const root of roots) walk(root.id, 0);
  return out;
}

/** The outline as shown: top-level taxons, and the children of each taxon on the way to the chosen one. */
export function visibleOutline(taxons: Taxon[], chosen: string | null): { taxon: Taxon; level: number; hasChildren: boolean }[] {
  const byId = new Map(taxons.map((t) => [t.id, t]));
  const open = new Set<string>();
  for (let t = chosen ? byId.get(chosen) : undefined; t; t = t.parentId ? byId.get(t.parentId) : undefined) open.add(t.id);
  const parents = new Set(taxons.map((t) => t.parentId));
  return taxonOutline(taxons)
    .filter(({ taxon, level }) => level === 0 || (taxon.parentId !== null && open.has(taxon.parentId)))
    .map((entry) => ({ ...entry, hasChildren: parents.has(entry.taxon.id) }));
}

export function TaxonNav({
  taxons,
  chosen,
  error,
  onChoose,
  onRetry,
}: {
  taxons: Taxon[];
  chosen: string | null;
  error: string | null;
  onChoose(taxonId: string | null): void;
  onRetry(): void;
}) {
  const words = useWords();
  const outline = visibleOutline(taxons, chosen);
  return (
    <nav className="taxon-nav" aria-labelledby="taxon-nav-title">
      <h3 id="taxon-nav-title" className="side-title">
        {words.formatMessage(messages.title)}
      </h3>
      {error && (
        <p className="field-error">
          {error}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {words.formatMessage(messages.tryAgain)}
          </button>
        </p>
      )}
      <ul className="taxon-list">
        <li>
          <button type="button" className="taxon" aria-current={chosen === null ? 'true' : undefined} onClick={() => onChoose(null)}>
            {words.formatMessage(messages.allProducts)}
          </button>
        </li>
        {outline.map(({ taxon, level, hasChildren }) => (
          <li key={taxon.id}>
            <button
              type="button"
              className={`taxon taxon-level-${Math.min(level, 3)}`}
              aria-current={chosen === taxon.id ? 'true' : undefined}
              onClick={() => onChoose(taxon.id)}
            >
              {taxon.name}
              {hasChildren && (
                <span className="taxon-more" aria-hidden="true">
                  ›
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
