/**
 * The Stock screen's tabs, each a panel of its own loaded when first opened. A tab that changes
 * the store's stock is open to all: the bridge asks for the stock right, or an approval, at the change itself.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface StockTab {
  id: string;
  label: string;
  /** Its panel, `lazy(() => import(…))`: loaded when the tab is first opened. */
  Panel: LazyExoticComponent<ComponentType>;
}

export const STOCK_TABS: readonly StockTab[] = [
  { id: 'count', label: 'Count', Panel: lazy(() => import('./count/CountPanel.js').then((m) => ({ default: m.CountPanel }))) },
];
