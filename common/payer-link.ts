/**
 * The payer's link: `/{appId}/{authToken}` plus its query flags
 * (docs/rules.md, Routes and statuses and Query flags). Parsed the same way by the worker and the client.
 */

export interface Link {
  appId: string;
  authToken: string;
}

export interface PageFlags {
  resubmit: boolean;
  test: boolean;
  /** false only when `upi_default` is present and false: bank transfer first. */
  upiDefault: boolean;
  skipSelection: boolean;
  skipTrivialSelection: boolean;
  /** The raw `redirect_url`, not yet validated (see redirect.ts). */
  redirectUrl: string | null;
}

/** An auth token has exactly three non-empty dot-separated parts (a JWT's shape). */
export function isValidAuthToken(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

/** The link from its two path segments, or null when it is invalid. */
export function parseLink(appId: string, authToken: string): Link | null {
  if (appId.length === 0 || !isValidAuthToken(authToken)) return null;
  return { appId, authToken };
}

const TRUE_WORDS = new Set(['', '1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

/** A boolean-like value, or undefined when absent or not a known word (docs/rules.md, Query flags). */
export function parseBooleanLike(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  const word = value.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

export function parseFlags(query: URLSearchParams): PageFlags {
  const flag = (name: string) => parseBooleanLike(query.get(name)) === true;
  return {
    resubmit: flag('resubmit'),
    test: flag('test'),
    upiDefault: parseBooleanLike(query.get('upi_default')) !== false,
    skipSelection: flag('skip_selection'),
    skipTrivialSelection: flag('skip_trivial_selection'),
    redirectUrl: query.get('redirect_url'),
  };
}

/**
 * The flags as query parameters, in a fixed order and spelling: what a link that
 * reloads this page in another language carries (docs/rules.md, Languages).
 * Only the booleans the page understood, never a raw value from the URL, so no
 * text from the query reaches the markup; `redirect_url` stays behind (it is
 * only ever followed with JavaScript, where switching language needs no link).
 * parseFlags reads them back to the same flags, `redirectUrl` aside.
 */
export function flagParams(flags: PageFlags): Array<[name: string, value: string]> {
  const params: Array<[string, string]> = [];
  if (flags.resubmit) params.push(['resubmit', '1']);
  if (flags.test) params.push(['test', '1']);
  if (!flags.upiDefault) params.push(['upi_default', '0']);
  if (flags.skipSelection) params.push(['skip_selection', '1']);
  if (flags.skipTrivialSelection) params.push(['skip_trivial_selection', '1']);
  return params;
}
