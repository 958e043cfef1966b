/**
 * The pseudo-locale's check for words left out of the catalogue: every sentence it shows is
 * fenced `⟦…⟧`, so a visible sentence with no fence around it was written outside the catalogue.
 * What the store itself names (products, categories, its posts, the store, its staff) is its own
 * words, never the catalogue's, and is left out.
 */
import type { Page } from 'playwright-core';
import type { RunningApp } from './app.js';

async function namesAt(storeUrl: string, path: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = (await (await fetch(`${storeUrl}/api/v2/storefront/${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`)).json()) as {
      data: { attributes: { name?: string; presentation?: string; title?: string } }[];
      meta?: { total_pages?: number };
    };
    names.push(...answer.data.flatMap((d) => [d.attributes.name ?? '', d.attributes.presentation ?? '', d.attributes.title ?? '']).filter(Boolean));
    if (page >= (answer.meta?.total_pages ?? 1)) break;
  }
  return names;
}

/** The store's own names (products, categories, posts, its address and name, the till's staff), longest first. */
export async function storeOwnNames(app: RunningApp): Promise<string[]> {
  const storeUrl = app.runtime.storeUrl;
  const info = await app.runtime.calls.app.info();
  const store = (await (await fetch(`${storeUrl}/api/v2/storefront/store`)).json()) as { data: { attributes: { address?: string } } };
  const own = await Promise.all(['products', 'taxons', 'posts', 'post_categories'].map((path) => namesAt(storeUrl, path)));
  return [...own.flat(), store.data.attributes.address ?? '', info.storeName, ...(await app.runtime.calls.staff.list()).map((m) => m.name)].sort(
    (a, b) => b.length - a.length,
  );
}

/** The visible sentences on the page (or in an open dialog) with no fence around them, `names` (the store's own words) aside. */
export async function unfencedEnglish(page: Page, names: string[]): Promise<string[]> {
  return page.locator('body').evaluate((body, ownNames) => {
    const texts: string[] = [];
    const withoutNames = (text: string) => ownNames.reduce((rest, name) => rest.split(name).join(' '), text);
    const walk = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      const el = n.parentElement;
      if (!el || !el.checkVisibility() || el.closest('body [dir="ltr"], .product-tile, .receipt-lines, input, select, code, kbd, td')) continue;
      if (
        /[a-z]{3,} [a-z]{3,}/i.test(withoutNames(text)) &&
        !/[⟦⟧]/.test(el.closest('p, h1, h2, h3, label, button, li, dt, dd, span, div, th')?.textContent ?? text)
      )
        texts.push(text);
    }
    return texts;
  }, names);
}

/** The names of the filters the catalog offers (colours, sizes, materials…), the store's own words, once the catalog is on the till. */
export async function filterNames(app: RunningApp): Promise<string[]> {
  const { facets } = await app.runtime.calls.catalog.search({ perPage: 1 });
  return [...(facets?.optionTypes ?? []), ...(facets?.properties ?? [])].flatMap((f) => [f.presentation, ...f.values.map((v) => v.presentation)]);
}
