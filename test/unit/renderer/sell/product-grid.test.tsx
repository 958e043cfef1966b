// @vitest-environment happy-dom
/** The windowed product grid: the geometry, what is in the page as it scrolls, and moving by keyboard. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_GAP, CARD_HEIGHT, ProductGrid, type ProductGridHandle } from '../../../../renderer/features/sell/ProductGrid.js';
import { gridWindow, scrollTopToShow } from '../../../../renderer/features/sell/use-grid-window.js';
import { generatedCatalog } from '../../../support/demo-store/generated-catalog.js';

describe('grid window', () => {
  const base = { width: 600, height: 500, scrollTop: 0, count: 20_000, minColumnWidth: 168, rowHeight: 200, gap: 12, overscan: 1 };

  it('fits as many columns as the width holds and renders the rows in view plus the overscan', () => {
    const w = gridWindow(base);
    // (600 + 12) / (168 + 12) = 3.4: three columns; rows of 212 px, 500 px tall: rows 0..2 in view, one more below.
    expect(w).toEqual({ columns: 3, rows: 6667, start: 0, end: 12, padTop: 0, padBottom: (6667 - 4) * 212 });
  });

  it('moves the window as it scrolls, keeping the full height', () => {
    const w = gridWindow({ ...base, scrollTop: 212 * 100 + 50 });
    expect(w.start).toBe(99 * 3);
    expect(w.end).toBe(104 * 3);
    expect(w.padTop).toBe(99 * 212);
    expect(w.padTop + ((w.end - w.start) / 3) * 212 + w.padBottom).toBe(6667 * 212);
  });

  it('stops at the last item and never goes below one column', () => {
    const end = gridWindow({ ...base, count: 10, scrollTop: 5000 });
    expect(end.end).toBe(10);
    expect(end.padBottom).toBe(0);
    expect(gridWindow({ ...base, width: 50 }).columns).toBe(1);
    expect(gridWindow({ ...base, count: 0 })).toMatchObject({ start: 0, end: 0, rows: 0, padTop: 0, padBottom: 0 });
  });

  it('scrolls only as far as needed to show an item', () => {
    expect(scrollTopToShow(4, 3, 200, 12, 0, 500)).toBeNull(); // row 1, in view
    expect(scrollTopToShow(9, 3, 200, 12, 0, 500)).toBe(3 * 212 + 200 - 500); // row 3, below
    expect(scrollTopToShow(0, 3, 200, 12, 800, 500)).toBe(0); // above
  });
});

describe('product grid', () => {
  const products = generatedCatalog(20_000);
  let size: { width: number; height: number };

  beforeEach(() => {
    size = { width: 560, height: 700 };
    // happy-dom lays nothing out: the scrolling box reports the size a window would give it.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('product-scroll') ? size.width : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('product-scroll') ? size.height : 0;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const cards = () => screen.getAllByRole('button');
  const stride = CARD_HEIGHT + CARD_GAP;
  /** The frame after the first render is painted (and the task after it). */
  const afterFirstFrame = () =>
    act(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('puts only the rows in view in the page, each card telling its place in the whole list', async () => {
    const onNearEnd = vi.fn();
    render(<ProductGrid products={products} total={20_000} busy={false} onOpen={() => {}} onNearEnd={onNearEnd} onLeaveTop={() => {}} />);
    // 560 px: three columns; 700 px: rows 0..3 in view, and in the first frame nothing more.
    expect(cards()).toHaveLength(4 * 3);
    // Once it is painted, two more rows below, ready for a scroll.
    await afterFirstFrame();
    expect(cards()).toHaveLength(6 * 3);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.getAttribute('aria-setsize')).toBe('20000');
    expect(items[17]!.getAttribute('aria-posinset')).toBe('18');
    expect(onNearEnd).not.toHaveBeenCalled();

    const scroller = document.querySelector('.product-scroll')!;
    act(() => {
      scroller.scrollTop = stride * 5000;
      fireEvent.scroll(scroller);
    });
    const shown = cards().map((c) => Number(c.dataset.index));
    expect(shown[0]).toBe((5000 - 2) * 3);
    expect(shown).toHaveLength((4 + 4) * 3);
    expect(cards()[0]!.textContent).toContain(products[(5000 - 2) * 3]!.name);
  });

  it('asks for more when the end of what is loaded comes into view', async () => {
    const onNearEnd = vi.fn();
    render(<ProductGrid products={products.slice(0, 24)} total={20_000} busy={false} onOpen={() => {}} onNearEnd={onNearEnd} onLeaveTop={() => {}} />);
    await afterFirstFrame();
    expect(onNearEnd).toHaveBeenCalled();
  });

  it('moves the focus by arrow keys a card or a row at a time, into rows not yet in the page', () => {
    const onLeaveTop = vi.fn();
    const handle = createRef<ProductGridHandle>();
    render(<ProductGrid ref={handle} products={products} total={20_000} busy={false} onOpen={() => {}} onNearEnd={() => {}} onLeaveTop={onLeaveTop} />);
    act(() => handle.current!.focusCard(0));
    expect(document.activeElement?.getAttribute('data-index')).toBe('0');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-index')).toBe('1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-index')).toBe('4');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(onLeaveTop).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-index')).toBe('19999');
    expect(document.activeElement?.textContent).toContain(products[19_999]!.name);
  });

  it('opens the product a card shows', () => {
    const onOpen = vi.fn();
    render(<ProductGrid products={products.slice(0, 5)} total={5} busy={false} onOpen={onOpen} onNearEnd={() => {}} onLeaveTop={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(products[2]!.name) }));
    expect(onOpen).toHaveBeenCalledWith(products[2], expect.any(HTMLElement));
  });
});
