/**
 * Windowing for a grid of equal rows: only the rows in view (and a few either side) are
 * rendered, the rest stand as padding, so a catalog of 20,000 products scrolls like one of 20.
 */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export interface GridGeometry {
  /** The scrolling box's inner width and height, and how far it is scrolled. */
  width: number;
  height: number;
  scrollTop: number;
  count: number;
  minColumnWidth: number;
  rowHeight: number;
  gap: number;
  /** Rows rendered beyond each edge of the view. */
  overscan: number;
}

export interface GridWindow {
  columns: number;
  rows: number;
  /** First item rendered and one past the last. */
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

/** Which items of the grid to render for a scroll position. */
export function gridWindow(g: GridGeometry): GridWindow {
  const columns = Math.max(1, Math.floor((g.width + g.gap) / (g.minColumnWidth + g.gap)));
  const rows = Math.ceil(g.count / columns);
  const stride = g.rowHeight + g.gap;
  const firstRow = Math.max(0, Math.floor(g.scrollTop / stride) - g.overscan);
  const lastRow = Math.min(rows, Math.ceil((g.scrollTop + g.height) / stride) + g.overscan);
  const shownRows = Math.max(0, lastRow - firstRow);
  return {
    columns,
    rows,
    start: Math.min(g.count, firstRow * columns),
    end: Math.min(g.count, lastRow * columns),
    padTop: firstRow * stride,
    padBottom: Math.max(0, (rows - firstRow - shownRows) * stride),
  };
}

/** The scroll position that shows an item's row whole, or null when it is already in view. */
export function scrollTopToShow(index: number, columns: number, rowHeight: number, gap: number, scrollTop: number, height: number): number | null {
  const stride = rowHeight + gap;
  const top = Math.floor(index / columns) * stride;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + height) return top + rowHeight - height;
  return null;
}

export function useGridWindow(
  scroller: RefObject<HTMLElement | null>,
  options: { count: number; minColumnWidth: number; rowHeight: number; gap: number; overscan?: number },
): GridWindow & { scrollToIndex(index: number): void } {
  const [box, setBox] = useState({ width: 0, height: 0, scrollTop: 0 });
  // The grid's first frame has only the rows in view (the till's first frame waits for every card
  // in it); the rows beyond them, there for a scroll to come, are added once it has been painted.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setBox({ width: el.clientWidth, height: el.clientHeight, scrollTop: el.scrollTop });
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scroller]);

  const win = gridWindow({
    ...box,
    count: options.count,
    minColumnWidth: options.minColumnWidth,
    rowHeight: options.rowHeight,
    gap: options.gap,
    overscan: painted ? (options.overscan ?? 2) : 0,
  });
  const { columns } = win;
  const { rowHeight, gap } = options;

  const scrollToIndex = (index: number) => {
    const el = scroller.current;
    if (!el) return;
    const top = scrollTopToShow(index, columns, rowHeight, gap, el.scrollTop, el.clientHeight);
    if (top === null) return;
    el.scrollTo({ top });
    // The window moves now, so the item is in the page before the scroll event arrives.
    setBox({ width: el.clientWidth, height: el.clientHeight, scrollTop: top });
  };

  return { ...win, scrollToIndex };
}
