/**
 * Wakes the browser's `Intl` (its locale data, tens of milliseconds on first use) while the page's
 * own scripts are still on their way (a number format wakes it; the moments' formats cost little after): a script of its own, run as soon as it arrives, so the first
 * screen's amounts and times do not wait for it on the way to the first frame (index.html).
 */
new Intl.NumberFormat(navigator.language || 'en', { style: 'currency', currency: 'USD' }).format(0);
new Intl.PluralRules(navigator.language || 'en').select(0);
