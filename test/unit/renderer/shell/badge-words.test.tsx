// @vitest-environment happy-dom
/** Badges say their words in sentence case ("Balance due"), never in Title Case from the stylesheet. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from '../../../../renderer/ui/StatusBadge.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';

afterEach(async () => {
  cleanup();
  await showScreenLanguage('en');
});

describe('badge words', () => {
  it('shows a state code in sentence case', () => {
    const { container } = render(<StatusBadge value="balance_due" />);
    expect(container.textContent).toBe('Balance due');
  });

  it("says the state in the screen language, a return item's state too", async () => {
    await showScreenLanguage('es');
    const { container } = render(
      <>
        <StatusBadge value="balance_due" />|<StatusBadge value="received" />
      </>,
    );
    expect(container.textContent).toBe('Saldo pendiente|Recibido');
  });

  it('leaves the words as written: no badge rule of the stylesheet changes their case', () => {
    const css = readFileSync(path.join(process.cwd(), 'renderer/styles/app.css'), 'utf8');
    const badgeRules = [...css.matchAll(/(^|\n)([^{}\n]*\.badge[^{}]*)\{([^}]*)\}/g)].map((m) => `${m[2]!.trim()} { ${m[3]!.trim()} }`);
    expect(badgeRules.length).toBeGreaterThan(0);
    expect(badgeRules.filter((rule) => /text-transform/.test(rule))).toEqual([]);
  });
});
