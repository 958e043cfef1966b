/**
 * Keeps credentials out of log lines that name a URL: the value of every query parameter that
 * carries one (tokens, secrets, passwords, authorization codes and their verifiers, API keys) is
 * replaced with `[redacted]`, and so is a URL's user name and password. The rest of the URL stays
 * as written, so the line still says which request it was. Pure: no Node or DOM imports.
 */

export const REDACTED = '[redacted]';

/**
 * Parameter names (lower case, percent-decoded; `order[token]` counts by its last part) that
 * carry credentials: anything naming a token, secret, password or key, and OAuth's `code`,
 * `code_verifier` and `assertion`.
 */
const CREDENTIAL_NAME = /token|secret|passw|api[-_]?key|access[-_]?key|private[-_]?key|signature|credential|assertion|^code$|^code[-_]verifier$|^otp$|^pin$/;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** True when a query parameter of this (raw) name carries a credential. */
export function isCredentialParameter(rawName: string): boolean {
  const name = decode(rawName).toLowerCase();
  const last = /\[([^\]]*)\]$/.exec(name)?.[1] ?? name;
  return CREDENTIAL_NAME.test(name) || CREDENTIAL_NAME.test(last);
}

/** A URL or a request target (`/path?query`) with the values of credential parameters redacted. */
export function redactQueryCredentials(target: string | undefined): string {
  if (!target) return '';
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return target;
  const query = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return name !== '' && isCredentialParameter(name) ? `${name}=${REDACTED}` : pair;
    });
  return `${beforeHash.slice(0, queryAt)}?${query.join('&')}${hash}`;
}

const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i;

/** A line of text with every URL in it redacted: query credentials and user name and password. */
export function redactUrlsInText(text: string): string {
  return text.replace(URL_IN_TEXT, (found) => {
    const tail = TRAILING_PUNCTUATION.exec(found)?.[0] ?? '';
    const url = found.slice(0, found.length - tail.length);
    return `${redactQueryCredentials(url.replace(USERINFO, `$1${REDACTED}@`))}${tail}`;
  });
}
