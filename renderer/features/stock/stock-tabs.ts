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
  { id: 'lookup', label: 'Lookup', Panel: lazy(() => import('./lookup/LookupPanel.js').then((m) => ({ default: m.LookupPanel }))) },
  { id: 'count', label: 'Count', Panel: lazy(() => import('./count/CountPanel.js').then((m) => ({ default: m.CountPanel }))) },
  { id: 'receive', label: 'Receive', Panel: lazy(() => import('./receiving/ReceivePanel.js').then((m) => ({ default: m.ReceivePanel }))) },
  { id: 'transfers', label: 'Transfers', Panel: lazy(() => import('./transfers/TransfersPanel.js').then((m) => ({ default: m.TransfersPanel }))) },
  { id: 'low-stock', label: 'Low stock', Panel: lazy(() => import('./low-stock/LowStockPanel.js').then((m) => ({ default: m.LowStockPanel }))) },
];
