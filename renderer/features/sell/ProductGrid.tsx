/**
 * The products found, as a windowed grid of cards: only the rows in view are in the page.
 * Arrow keys move between cards (up and down by a row), Home and End go to the first and last
 * card loaded, Enter opens one. Nearing the end of what is loaded asks for the next page.
 */
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import type { Product } from '../../../shared/storefront/types/types.js';
import { ProductTile } from './ProductTile.js';
import { useThumbnails } from './thumbnails.js';
import { StockBadge } from './StockBadge.js';
import { useGridWindow } from './use-grid-window.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  products: { id: 'sell.grid.products', defaultMessage: 'Products' },
});

const CARD_MIN_WIDTH = 168;
export const CARD_HEIGHT = 214;
export const CARD_GAP = 12;

export interface ProductGridHandle {
  /** Moves the focus to a card (scrolling it into view first). */
  focusCard(index: number): void;
}

export const ProductGrid = forwardRef<
  ProductGridHandle,
  {
    products: Product[];
    /** Every product that matches, loaded or not. */
    total: number;
    busy: boolean;
    onOpen(product: Product, card: HTMLElement): void;
    onNearEnd(): void;
    /** Up from the first row leaves the grid (back to the search box). */
    onLeaveTop(): void;
  }
>(function ProductGrid({ products, total, busy, onOpen, onNearEnd, onLeaveTop }, ref) {
  const words = useWords();
  const place = usePlace();
  const scroller = useRef<HTMLDivElement>(null);
  const [focusWanted, setFocusWanted] = useState<number | null>(null);
  const win = useGridWindow(scroller, { count: products.length, minColumnWidth: CARD_MIN_WIDTH, rowHeight: CARD_HEIGHT, gap: CARD_GAP });
  const { start, end, columns, scrollToIndex } = win;
  // The pictures of the cards in view, as main keeps them (asking costs the counter nothing).
  const pictures = useThumbnails((s) => s.pictures);
  const want = useThumbnails((s) => s.want);
  const inView = products
    .slice(start, end)
    .map((p) => p.id)
    .join(' ');
  useEffect(() => {
    if (inView) want(inView.split(' '));
  }, [inView, want]);

  const focusCard = (index: number) => {
    if (products.length === 0) return;
    const i = Math.max(0, Math.min(products.length - 1, index));
    scrollToIndex(i);
    setFocusWanted(i);
  };
  useImperativeHandle(ref, () => ({ focusCard }));

  // The card asked for is in the page once the window has moved to it.
  useEffect(() => {
    if (focusWanted === null) return;
    const card = scroller.current?.querySelector<HTMLElement>(`[data-index="${focusWanted}"]`);
    if (card) {
      card.focus();
      setFocusWanted(null);
    }
  }, [focusWanted, start, end]);

  useEffect(() => {
    // Two rows before the end of what is loaded, the next page is asked for.
    if (products.length > 0 && end >= products.length - columns * 2) onNearEnd();
  }, [end, products.length, columns, onNearEnd]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const from = Number((e.target as HTMLElement).dataset.index);
    if (!Number.isInteger(from)) return;
    const moves: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowLeft: from - 1,
      ArrowDown: from + columns,
      ArrowUp: from - columns,
      Home: 0,
      End: products.length - 1,
      PageDown: from + columns * 3,
      PageUp: from - columns * 3,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const to = moves[e.key]!;
    if (e.key === 'ArrowUp' && to < 0) onLeaveTop();
    else if (e.key === 'ArrowDown' && to >= products.length) focusCard(products.length - 1);
    else focusCard(to);
  };

  return (
    <div ref={scroller} className="product-scroll" tabIndex={-1}>
      <ul
        className="product-grid"
        aria-label={words.formatMessage(messages.products)}
        aria-busy={busy}
        style={{
          paddingTop: win.padTop,
          paddingBottom: win.padBottom,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridAutoRows: CARD_HEIGHT,
          gap: CARD_GAP,
        }}
        onKeyDown={onKeyDown}
      >
        {products.slice(start, end).map((p, i) => (
          <li key={p.id} aria-setsize={total} aria-posinset={start + i + 1}>
            <button type="button" className="product-card" data-index={start + i} onClick={(e) => onOpen(p, e.currentTarget)}>
              <ProductTile name={p.name} picture={pictures[p.id]} />
              <span className="product-name">{p.name}</span>
              <span className="product-meta">
                <span className="price">{p.price !== null ? amountWords(p.price, p.currency, place) : '—'}</span>
                <StockBadge inStock={p.inStock} backorderable={p.backorderable} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
