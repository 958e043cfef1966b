// @vitest-environment happy-dom
/**
 * The address forms' country lists: their names in the screen's language, made when a list is
 * first shown and once per language; loading the page's scripts makes none (a page's first
 * `Intl.DisplayNames` costs milliseconds of its start).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const RealDisplayNames = Intl.DisplayNames;
let made: string[] = [];

function countDisplayNames(): void {
  made = [];
  class Counted extends RealDisplayNames {
    constructor(locales: ConstructorParameters<typeof Intl.DisplayNames>[0], options: Intl.DisplayNamesOptions) {
      super(locales, options);
      made.push(String(locales));
    }
  }
  Object.defineProperty(Intl, 'DisplayNames', { value: Counted, writable: true, configurable: true });
}

afterEach(() => {
  Object.defineProperty(Intl, 'DisplayNames', { value: RealDisplayNames, writable: true, configurable: true });
  vi.resetModules();
});

describe('country names', () => {
  it('are not made as the page loads its scripts', async () => {
    countDisplayNames();
    await import('../../../../renderer/ui/AddressFields.js');
    await import('../../../../renderer/features/sell/CartExtras.js');
    expect(made).toEqual([]);
  });

  it('are made once per language, in that language', async () => {
    countDisplayNames();
    const { countriesIn } = await import('../../../../renderer/ui/AddressFields.js');
    expect(countriesIn('es')).toContainEqual(['DE', 'Alemania']);
    expect(countriesIn('en')).toContainEqual(['DE', 'Germany']);
    expect(countriesIn('es')).toBe(countriesIn('es'));
    expect(made).toEqual(['es', 'en']);
  });
});
