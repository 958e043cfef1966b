/**
 * "Ready to sell" measured from outside, the same way for any page: from navigation to the first
 * frame in which a price is visible and the search box can be typed in. An init script (run by
 * the browser before the page's own scripts) watches the page and records `performance.now()`
 * (milliseconds since navigation started) in the animation frame that first shows it; nothing is polled from outside, so the
 * figure carries no round trips of the test driver.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowserOnProfile } from '../test/e2e/support/app.js';

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

const VIEWPORT = { width: 1280, height: 800 };

/** Opens `url` in a new page of `context` and answers the ms from navigation to ready to sell. */
async function readyToSellIn(context: BrowserContext, url: string, timeoutMs = 30_000): Promise<number> {
  const page = await context.newPage();
  await page.addInitScript(READY_WATCHER);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof (window as { __readyToSellAt?: number }).__readyToSellAt === 'number', null, { timeout: timeoutMs, polling: 50 });
  return await page.evaluate(() => (window as unknown as { __readyToSellAt: number }).__readyToSellAt);
}

/** On a new profile: a fresh context (nothing cached, no compiled code kept), as at a till's very first start. */
async function readyToSellMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    return await readyToSellIn(context, url);
  } finally {
    await context.close();
  }
}

/**
 * As a till's window opens on an ordinary day: Chromium started again on the till's own profile,
 * which keeps what earlier starts left (the files its HTTP cache may keep and V8's compiled code
 * beside them). Measured after the browser has settled from its own start, as the app's window
 * is shown once its process is up.
 */
async function readyToSellOnProfile(profileDir: string, url: string): Promise<number> {
  const context = await launchBrowserOnProfile(profileDir, VIEWPORT);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return await readyToSellIn(context, url);
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

/**
 * Like `interleavedReadyToSell`, each start a browser started again on the page's own profile
 * (one per page, kept across its rounds). Chromium keeps a script's compiled code once the script
 * has run on two starts, so each page is opened three times before the rounds.
 */
export async function interleavedRestarts(urls: Record<string, string>, rounds: number): Promise<Record<string, number[]>> {
  const profiles = Object.fromEntries(Object.keys(urls).map((k) => [k, mkdtempSync(path.join(os.tmpdir(), `pos-bench-profile-${k}-`))]));
  try {
    for (const [name, url] of Object.entries(urls)) for (let i = 0; i < 3; i++) await readyToSellOnProfile(profiles[name]!, url);
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(urls).map((k) => [k, []]));
    for (let round = 0; round < rounds; round++) {
      for (const [name, url] of Object.entries(urls)) times[name]!.push(await readyToSellOnProfile(profiles[name]!, url));
    }
    return times;
  } finally {
    for (const dir of Object.values(profiles)) rmSync(dir, { recursive: true, force: true });
  }
}
