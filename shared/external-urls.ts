/** Which outside addresses the app may open in the system browser. Pure URL checks, used by the main process and the page. */

/** May this link be opened in the user's browser? Only https, with no credentials in it. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/**
 * A store's address, or its sign-in page to open in the system browser: https anywhere, or plain
 * http only on this computer's loopback (the embedded demo store, RFC 8252 §8.3).
 */
export function isHttpsOrLoopbackUrl(url: string): boolean {
  if (isSafeExternalUrl(url)) return true;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(u.hostname) && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** @alias The same rule, named for the sign-in page the app opens in the system browser. */
export const isSignInPageUrl = isHttpsOrLoopbackUrl;
