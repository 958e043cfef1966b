/**
 * Wakes the browser's `Intl` (its locale data, tens of milliseconds on first use) while the page's
 * own scripts are still on their way: a script of its own, run as soon as it arrives, so the first
 * screen's amounts do not wait for it on the way to the first frame (index.html). A number format
 * wakes it; the formats of moments cost little after it, and are made in one place only.
 */
new Intl.NumberFormat(navigator.language || 'en', { style: 'currency', currency: 'USD' }).format(0);
new Intl.PluralRules(navigator.language || 'en').select(0);
