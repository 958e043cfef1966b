/** The payment step's tabs, one per tender; arrow keys, Home and End move between them (the tab list is one Tab stop). */
import type { KeyboardEvent } from 'react';
import { TAB_NAMES, type Tender } from './tender.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  method: { id: 'checkout.tenderTabs.method', defaultMessage: 'Payment method' },
});

export function TenderTabs({ tenders, tender, onChange }: { tenders: Tender[]; tender: Tender; onChange(tender: Tender): void }) {
  const words = useWords();
  const onTabKey = (e: KeyboardEvent) => {
    const at = tenders.indexOf(tender);
    const to = e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tenders.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const next = tenders[(to + tenders.length) % tenders.length]!;
    onChange(next);
    document.getElementById(`tender-tab-${next}`)?.focus();
  };
  return (
    <div className="tender-tabs" role="tablist" aria-label={words.formatMessage(messages.method)} onKeyDown={onTabKey}>
      {tenders.map((t) => (
        <button
          key={t}
          id={`tender-tab-${t}`}
          type="button"
          role="tab"
          aria-selected={tender === t}
          aria-controls="tender-panel"
          tabIndex={tender === t ? 0 : -1}
          className={`tab${tender === t ? ' tab-current' : ''}`}
          onClick={() => onChange(t)}
        >
          {words.formatMessage(TAB_NAMES[t])}
        </button>
      ))}
    </div>
  );
}
