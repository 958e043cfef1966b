/**
 * Stock: the store's stock, by tab (lookup, counts, deliveries, transfers, low stock). The tabs are
 * a tab list a clerk moves along with the arrow keys; each panel loads when first opened and keeps
 * its own scrolling, so the page never scrolls.
 */
import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { ltrTag } from './ltr-tag.js';
import { STOCK_TABS } from './stock-tabs.js';
import { useStockScan } from './stock-scan.js';
import { useStockTabRequest } from './stock-tab-request.js';
import '../../styles/stock.css';

const messages = defineMessages({
  title: { id: 'stock.screen.title', defaultMessage: 'Stock' },
  unheard: {
    id: 'stock.screen.unheard',
    defaultMessage: 'Scanned <ltr>{code}</ltr>: open a tab that takes scans (a count, a delivery, the lookup).',
  },
  opening: { id: 'stock.screen.opening', defaultMessage: 'Opening…' },
});

export function StockScreen() {
  const [open, setOpen] = useState(() => useStockTabRequest.getState().take() ?? STOCK_TABS[0]?.id ?? '');
  const unheard = useStockScan((s) => s.unheard);
  const words = useWords();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const onKey = (e: KeyboardEvent) => {
    const at = STOCK_TABS.findIndex((t) => t.id === open);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || at < 0) return;
    e.preventDefault();
    const next = STOCK_TABS[(at + step + STOCK_TABS.length) % STOCK_TABS.length]!;
    setOpen(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <section className="stock-screen" aria-labelledby="stock-title">
      <header className="stock-header">
        <h2 id="stock-title">{words.formatMessage(messages.title)}</h2>
        <div className="stock-tabs" role="tablist" aria-label={words.formatMessage(messages.title)} onKeyDown={onKey}>
          {STOCK_TABS.map((tab) => (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
              }}
              type="button"
              role="tab"
              id={`stock-tab-${tab.id}`}
              aria-selected={tab.id === open}
              aria-controls={`stock-panel-${tab.id}`}
              tabIndex={tab.id === open ? 0 : -1}
              className="btn stock-tab"
              onClick={() => setOpen(tab.id)}
            >
              {words.formatMessage(tab.label)}
            </button>
          ))}
        </div>
      </header>
      {unheard && (
        <p className="banner banner-warning" role="alert">
          {words.formatMessage(messages.unheard, { code: unheard, ...ltrTag })}
        </p>
      )}
      <div className="stock-panel" role="tabpanel" id={`stock-panel-${open}`} aria-labelledby={`stock-tab-${open}`}>
        <Suspense fallback={<p role="status">{words.formatMessage(messages.opening)}</p>}>
          {STOCK_TABS.map((tab) => tab.id === open && <tab.Panel key={tab.id} />)}
        </Suspense>
      </div>
    </section>
  );
}
