/**
 * "Ready to sell" measured from outside, the same way for any page: from navigation to the first
 * frame in which a price is visible and the search box can be typed in. An init script (run by
 * the browser before the page's own scripts) watches the page and records `performance.now()`
 * (milliseconds since navigation started) in the animation frame that first shows it; nothing is polled from outside, so the
 * figure carries no round trips of the test driver.
 */
import type { Browser } from 'playwright-core';

/** In-page script (a string, so the bundler's helpers never reach the page). */
export const READY_WATCHER = `(() => {
  const priced = (el) => /\\d/.test(el.textContent || '') && el.checkVisibility && el.checkVisibility();
  const ready = () => {
    const search = document.querySelector('input[type=search]');
    if (!search || search.disabled || search.readOnly || !search.checkVisibility()) return false;
    for (const el of document.querySelectorAll('.price')) if (priced(el)) return true;
    return false;
  };
  let done = false;
  let queued = false;
  // Looked at once per frame, just before it paints (so watching costs a busy page no more than a quiet one).
  const check = () => {
    queued = false;
    if (done || !ready()) return;
    done = true;
    observer.disconnect();
    window.__readyToSellAt = performance.now();
  };
  const observer = new MutationObserver(() => {
    if (!queued && !done) {
      queued = true;
      requestAnimationFrame(check);
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(check));
})();`;

/** Opens `url` in a fresh page (and context) and answers the ms from navigation to ready to sell. */
async function readyToSellMs(browser: Browser, url: string, timeoutMs = 30_000): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(READY_WATCHER);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof (window as { __readyToSellAt?: number }).__readyToSellAt === 'number', null, { timeout: timeoutMs, polling: 50 });
    return await page.evaluate(() => (window as unknown as { __readyToSellAt: number }).__readyToSellAt);
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Measures several pages in interleaved rounds (a, b, c, a, b, c, …) after one warm-up visit
 * each, so load on the machine weighs on all of them alike; answers each page's times.
 */
export async function interleavedReadyToSell(browser: Browser, urls: Record<string, string>, rounds: number): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(urls).map((k) => [k, []]));
  for (const url of Object.values(urls)) await readyToSellMs(browser, url);
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of Object.entries(urls)) times[name]!.push(await readyToSellMs(browser, url));
  }
  return times;
}
