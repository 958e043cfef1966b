/**
 * The Stock screen's tabs, each a panel of its own loaded when first opened. A tab that changes
 * the store's stock is open to all: the bridge asks for the stock right, or an approval, at the change itself.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  lookup: { id: 'stock.tabs.lookup', defaultMessage: 'Lookup' },
  count: { id: 'stock.tabs.count', defaultMessage: 'Count' },
  receive: { id: 'stock.tabs.receive', defaultMessage: 'Receive' },
  transfers: { id: 'stock.tabs.transfers', defaultMessage: 'Transfers' },
  lowStock: { id: 'stock.tabs.lowStock', defaultMessage: 'Low stock' },
});

export interface StockTab {
  id: string;
  label: MessageDeclaration;
  /** Its panel, `lazy(() => import(…))`: loaded when the tab is first opened. */
  Panel: LazyExoticComponent<ComponentType>;
}

export const STOCK_TABS: readonly StockTab[] = [
  { id: 'lookup', label: messages.lookup, Panel: lazy(() => import('./lookup/LookupPanel.js').then((m) => ({ default: m.LookupPanel }))) },
  { id: 'count', label: messages.count, Panel: lazy(() => import('./count/CountPanel.js').then((m) => ({ default: m.CountPanel }))) },
  { id: 'receive', label: messages.receive, Panel: lazy(() => import('./receiving/ReceivePanel.js').then((m) => ({ default: m.ReceivePanel }))) },
  { id: 'transfers', label: messages.transfers, Panel: lazy(() => import('./transfers/TransfersPanel.js').then((m) => ({ default: m.TransfersPanel }))) },
  { id: 'low-stock', label: messages.lowStock, Panel: lazy(() => import('./low-stock/LowStockPanel.js').then((m) => ({ default: m.LowStockPanel }))) },
];
