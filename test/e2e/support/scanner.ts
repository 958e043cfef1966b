/**
 * Plays a keyboard-wedge barcode scanner: the code's keys and a final Enter arrive as one burst
 * of trusted key events, the way a USB scanner delivers them, whatever the load on the machine
 * running the test. Playwright's `keyboard.type` waits for each key in turn, so under load its
 * pace can fall to a person's.
 */
import type { Page } from 'playwright-core';

type KeyEvent = { type: 'keyDown' | 'keyUp' | 'char'; key: string; text?: string; code?: string; windowsVirtualKeyCode?: number };

function keyEvents(char: string): KeyEvent[] {
  if (char === '\r') {
    const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
    return [
      { type: 'keyDown', ...enter, text: '\r' },
      { type: 'keyUp', ...enter },
    ];
  }
  const upper = char.toUpperCase();
  const code = /[0-9]/.test(char) ? `Digit${char}` : /[A-Z]/.test(upper) ? `Key${upper}` : undefined;
  const virtualKey = /[0-9A-Z]/.test(upper) ? upper.charCodeAt(0) : undefined;
  const base = { key: char, ...(code ? { code } : {}), ...(virtualKey ? { windowsVirtualKeyCode: virtualKey } : {}) };
  return [
    { type: 'keyDown', ...base, text: char },
    { type: 'keyUp', ...base },
  ];
}

/**
 * A scan at a scanner's own pace: each key stamped `msPerKey` after the one before it, as the
 * system stamps a USB scanner's keys when they arrive, however late the page gets to handle them.
 * (Playwright's `keyboard.type` stamps a key only once the page has handled the one before.)
 */
export async function scanAtPace(page: Page, code: string, msPerKey: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const start = Date.now() / 1000;
    const events = [...code, '\r'].flatMap((char, i) => keyEvents(char).map((event) => ({ ...event, timestamp: start + (i * msPerKey) / 1000 })));
    for (const event of events) await cdp.send('Input.dispatchKeyEvent', event);
  } finally {
    await cdp.detach();
  }
}

export async function scanCode(page: Page, code: string): Promise<void> {
  await keysInOneBurst(page, code);
}

/** Keys typed as fast as a scanner types them, then Enter: a scan, or a quick typist's words. */
export async function keysInOneBurst(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const events = [...text, '\r'].flatMap(keyEvents);
    // Sent without waiting between them: DevTools handles one session's commands in order.
    await Promise.all(events.map((event) => cdp.send('Input.dispatchKeyEvent', event)));
  } finally {
    await cdp.detach();
  }
}
