/**
 * The path and query of a request's target, read without trusting it: only origin-form targets
 * (`/path?query`), the path percent-decoded once. A target that cannot be read (a malformed
 * percent-encoding, a NUL byte, an absolute or `*` target) reads as null, which the host answers
 * with 400; nothing here throws.
 */
export interface RequestTarget {
  /** The decoded path, always starting with `/`. */
  pathname: string;
  query: URLSearchParams;
}

function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function readRequestTarget(raw: string | undefined): RequestTarget | null {
  if (!raw || !raw.startsWith('/')) return null;
  const cut = raw.search(/[?#]/);
  const rawPath = cut === -1 ? raw : raw.slice(0, cut);
  const rawQuery = cut === -1 || raw[cut] === '#' ? '' : raw.slice(cut + 1).split('#', 1)[0]!;
  const pathname = decodePath(rawPath);
  if (pathname === null || pathname.includes('\0')) return null;
  return { pathname, query: new URLSearchParams(rawQuery) };
}
