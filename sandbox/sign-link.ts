/**
 * Payer links for local development and tests: `${pageUrl}/${appId}/${token}`
 * signed with the sandbox's secret. Shared by `npm run link` (Node) and the
 * sandbox tests (workerd), so no `node:` imports here.
 */
import { isValidAmount } from '../common/money.ts';
import { signJwt } from './jwt.ts';

/** The sandbox's JWT secret; wrangler.toml sets the same value as `JWT_SECRET`. */
export const SANDBOX_JWT_SECRET = 'sandbox-secret-not-for-production';
export const DEFAULT_PAGE_URL = 'http://127.0.0.1:8787';
export const DEFAULT_APP_ID = 'demo';
export const DEFAULT_TTL_SECONDS = 86400;

export interface PayerLinkOptions {
  /** Where the payment page is served, e.g. `http://127.0.0.1:8787`. */
  pageUrl: string;
  appId: string;
  /** Paise (docs/rules.md, Money: isValidAmount). */
  amountPaise: number;
  /** Adds the `test` claim and `?test=1`. */
  test?: boolean;
  /** Token lifetime; default one day. */
  ttlSeconds?: number;
  /** Default SANDBOX_JWT_SECRET. */
  secret?: string;
  /** Default the current time; for tests. */
  now?: Date;
}

/** The page URL without a trailing slash; only http(s) with no query or fragment. */
function pageBase(pageUrl: string): string {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw new Error(`page URL "${pageUrl}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`page URL "${pageUrl}" must start with http:// or https://`);
  }
  if (url.search !== '' || url.hash !== '') throw new Error(`page URL "${pageUrl}" must not have a query or fragment`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export async function createPayerLink(options: PayerLinkOptions): Promise<string> {
  const { appId, amountPaise, test = false, ttlSeconds = DEFAULT_TTL_SECONDS } = options;
  if (appId.length === 0) throw new Error('app id must not be empty');
  if (!isValidAmount(amountPaise)) {
    throw new Error('amount must be a positive whole number of paise');
  }
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds <= 0)
    throw new Error('ttl must be a positive whole number of seconds');
  const base = pageBase(options.pageUrl);
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const claims = { app_id: appId, amount: amountPaise, iat, exp: iat + ttlSeconds, ...(test ? { test: true } : {}) };
  const token = await signJwt(claims, options.secret ?? SANDBOX_JWT_SECRET);
  return `${base}/${encodeURIComponent(appId)}/${token}${test ? '?test=1' : ''}`;
}

const RUPEES = /^(\d+)(?:\.(\d+))?$/;

/**
 * Rupees as typed by a developer ("1500", "1500.5", "1500.50") to paise,
 * parsed from the digits so no floating-point rounding can creep in.
 * Throws an Error whose message says what is wrong.
 */
export function parseRupees(text: string): number {
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) throw new Error(`amount "${text}" must not be negative`);
  const match = RUPEES.exec(trimmed);
  if (!match) throw new Error(`amount "${text}" is not a number of rupees like 1500 or 1500.50`);
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) throw new Error(`amount "${text}" has more than 2 decimal places`);
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (paise === 0n) throw new Error(`amount "${text}" must be more than zero`);
  if (paise > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`amount "${text}" is too large`);
  return Number(paise);
}
