/**
 * What only the store's operator or the till's IT person needs (request budgets, header names,
 * keys): folded under "Advanced", closed until someone opens it, so staff screens speak the
 * counter's words.
 */
import type { ReactNode } from 'react';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  advanced: { id: 'settings.advanced.label', defaultMessage: 'Advanced' },
});

export function AdvancedDetails({ label, children }: { label?: string; children: ReactNode }) {
  const words = useWords();
  return (
    <details className="advanced">
      <summary>{label ?? words.formatMessage(messages.advanced)}</summary>
      <div className="advanced-body">{children}</div>
    </details>
  );
}
