/**
 * The path of a request, checked once before anything looks at it. A path is served only in its
 * one canonical spelling: it starts with one `/`, has no empty segment (no `//`, no trailing
 * slash), no `.` or `..` segment, no `;` parameters or backslashes, and percent-encodes only
 * what needs it (never a letter, digit, `-._~`, a slash, a backslash or a control character).
 * Anything else is not a path of this store (404), so no other spelling of a route can get
 * past the checks that belong to it.
 */

export interface RequestTarget {
  /** The canonical path, as sent. */
  path: string;
  /** The query with its `?`, or ''. */
  search: string;
}

/** RFC 3986 pchar without `;` (sub-delims less `;`, `:`, `@`, unreserved) and `%`, checked apart. */
const SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,=:@%]+$/;
const PERCENT = /%(?![0-9A-Fa-f]{2})|%([0-9A-Fa-f]{2})/g;
const FORBIDDEN_ENCODED = /^[A-Za-z0-9\-._~/\\]$/;

function canonicalSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..' || !SEGMENT.test(segment)) return false;
  if (!segment.includes('%')) return true;
  for (const match of segment.matchAll(PERCENT)) {
    const hex = match[1];
    if (hex === undefined) return false;
    const code = parseInt(hex, 16);
    if (code < 0x20 || code === 0x7f || FORBIDDEN_ENCODED.test(String.fromCharCode(code))) return false;
  }
  return true;
}

/** The request target (`req.url`) split into its canonical path and query, or null when the path is not canonical. */
export function canonicalRequestTarget(target: string | undefined): RequestTarget | null {
  if (!target?.startsWith('/') || target.includes('#')) return null;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? '' : target.slice(queryAt);
  if (path !== '/' && !path.slice(1).split('/').every(canonicalSegment)) return null;
  return { path, search };
}
