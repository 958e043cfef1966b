/**
 * How long the page's browser may keep a file the web host serves. The build names every file
 * under /assets/ after its content (Vite's `name-hash.ext`), so such a file never changes under
 * its name: kept a year without asking again. That lets a till's browser keep, across restarts,
 * both the files and the compiled code of the app's scripts (Chromium's code cache lives beside
 * its HTTP cache), so a till opened on its own profile starts without fetching or compiling them.
 * Anything else (a page, a file not named after its content) is asked for again each time.
 */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export function cacheControlFor(pathname: string): string {
  return HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
