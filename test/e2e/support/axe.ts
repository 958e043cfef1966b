/**
 * Accessibility check of what the page shows now: axe-core's WCAG A and AA rules; fails with one
 * readable line per serious or critical violation (the rule, why, and where).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const lines = serious.flatMap((v) =>
    v.nodes
      .slice(0, 5)
      .map((n) => `- [${v.impact}] ${v.id}: ${v.help} at ${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`),
  );
  throw new Error(`${where}: ${serious.length} serious or critical accessibility violation(s)\n${lines.join('\n')}`);
}

/** What has the keyboard focus now, in words: its role or tag, and its name or text. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()} ${name.trim().replace(/\s+/g, ' ')}`;
  });
}
