/**
 * What only the store's operator or the till's IT person needs (request budgets, header names,
 * keys): folded under "Advanced", closed until someone opens it, so staff screens speak the
 * counter's words.
 */
import type { ReactNode } from 'react';

export function AdvancedDetails({ label = 'Advanced', children }: { label?: string; children: ReactNode }) {
  return (
    <details className="advanced">
      <summary>{label}</summary>
      <div className="advanced-body">{children}</div>
    </details>
  );
}
