/**
 * The payer's link: `/{appId}/{authToken}` plus its query flags
 * (docs/rules.md, Routes and statuses and Query flags). Parsed the same way by the page worker and the client.
 */
import type { PageConfig } from './client-config.ts';
import { MAX_REDIRECT_URL_LENGTH, safeRedirectUrl } from './redirect.ts';

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
  /** The raw `redirect_url`, not yet validated (see redirect.ts); null when longer than any URL the page follows. */
  redirectUrl: string | null;
  /** The option a card link chose (`channel`, docs/rules.md, Without JavaScript); absent when not given. */
  channel?: string;
  /** The type that link gave with it (`channel_type`), when ids repeat across groups. */
  channelType?: string;
}

/**
 * A JWT's compact form: three dot-separated base64url parts, each of letters, digits, `-` and `_`,
 * without padding (RFC 7515).
 */
const AUTH_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * An auth token is exactly that shape and nothing else (docs/rules.md, Routes and statuses): one
 * link has one spelling. The payment worker is reached through an `Authorization` header, which
 * drops the whitespace around a value, so `{token}%20` or `{token}%09` would reach it as the same
 * link while the page worker hashed each spelling apart: one link counted as many in the funnel.
 * Percent-encoded letters need nothing here: the router decodes them before this check, so
 * `%65yJ…` is `eyJ…`, the same token.
 */
export function isValidAuthToken(token: string): boolean {
  return AUTH_TOKEN.test(token);
}

/**
 * An app id is 1 to 64 letters, digits, `-` or `_` (docs/rules.md, Routes and statuses). It becomes
 * a path segment of every payment-worker call: `.` and `..` survive percent-encoding and the URL
 * parser then drops the segment, sending the bearer token to another path.
 */
const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether a value is such an app id. The same test decides what may reach a log line or a data
 * point (docs/rules.md, Logs and Operations data): the link's safe characters, nothing from a
 * hostile path.
 */
export function isValidAppId(appId: unknown): appId is string {
  return typeof appId === 'string' && APP_ID.test(appId);
}

/** The link from its two path segments, or null when it is invalid. */
export function parseLink(appId: string, authToken: string): Link | null {
  if (!isValidAppId(appId) || !isValidAuthToken(authToken)) return null;
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

/** The option a card link chose (docs/rules.md, Without JavaScript); links are built in channel-link.ts. */
export const CHANNEL_PARAM = 'channel';
/** Only in links whose id an option of another type also has: then the type tells the two apart. */
export const CHANNEL_TYPE_PARAM = 'channel_type';
/** Longer values count as absent: ids are short, and the value rides along in the boot data. */
const MAX_CHANNEL_PARAM_LENGTH = 256;

/** A card link's value, or undefined when absent, empty or too long to be an id. */
function linkValue(value: string | null): string | undefined {
  return value !== null && value.length > 0 && value.length <= MAX_CHANNEL_PARAM_LENGTH ? value : undefined;
}

export function parseFlags(query: URLSearchParams): PageFlags {
  const flag = (name: string) => parseBooleanLike(query.get(name)) === true;
  const redirectUrl = query.get('redirect_url');
  const flags: PageFlags = {
    resubmit: flag('resubmit'),
    test: flag('test'),
    upiDefault: parseBooleanLike(query.get('upi_default')) !== false,
    skipSelection: flag('skip_selection'),
    skipTrivialSelection: flag('skip_trivial_selection'),
    // Too long to ever be followed (redirect.ts): not worth carrying into the page's boot data.
    redirectUrl: redirectUrl !== null && redirectUrl.length > MAX_REDIRECT_URL_LENGTH ? null : redirectUrl,
  };
  // Set only when given, so a link without one has exactly the flags it always had.
  const channel = linkValue(query.get(CHANNEL_PARAM));
  const channelType = linkValue(query.get(CHANNEL_TYPE_PARAM));
  if (channel !== undefined) flags.channel = channel;
  if (channel !== undefined && channelType !== undefined) flags.channelType = channelType;
  return flags;
}

/**
 * The flags as query parameters, in a fixed order and spelling: what a link that
 * reloads this page in another language carries (docs/rules.md, Languages).
 * The booleans the page understood, and the option a card link chose (so a page
 * without JavaScript stays on step 2), as parsed and bounded, never the query as
 * typed; values are raw here, the caller percent-encodes them. `redirect_url`
 * stays behind (it is only ever followed with JavaScript, where switching
 * language needs no link). parseFlags reads them back to the same flags,
 * `redirectUrl` aside.
 */
export function flagParams(flags: PageFlags): Array<[name: string, value: string]> {
  const params: Array<[string, string]> = [];
  if (flags.resubmit) params.push(['resubmit', '1']);
  if (flags.test) params.push(['test', '1']);
  if (!flags.upiDefault) params.push(['upi_default', '0']);
  if (flags.skipSelection) params.push(['skip_selection', '1']);
  if (flags.skipTrivialSelection) params.push(['skip_trivial_selection', '1']);
  if (flags.channel !== undefined) params.push([CHANNEL_PARAM, flags.channel]);
  if (flags.channelType !== undefined) params.push([CHANNEL_TYPE_PARAM, flags.channelType]);
  return params;
}

/**
 * The link's flags with `redirectUrl` judged by the redirect rule (./redirect.ts) under `config`
 * (none: no target is allowed). The page worker puts only these in the boot data, so the target a
 * page shows and follows, on either side, is one the rule allowed: the browser carries no copy of
 * the rule.
 */
export function withJudgedRedirect(
  flags: PageFlags,
  config: Pick<PageConfig, 'redirectAllowedHosts' | 'local'> | null,
): PageFlags {
  const judged = safeRedirectUrl(flags.redirectUrl, config?.redirectAllowedHosts ?? [], config?.local === true);
  return { ...flags, redirectUrl: judged };
}
