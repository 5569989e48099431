/** Shared test helpers: payer tokens, API calls through SELF, Turnstile tokens, fixtures. */
import { SELF } from 'cloudflare:test';
import { base64urlEncode, utf8 } from '../../common/encoding.ts';
import { hmacSign } from '../../common/hmac.ts';
import { signJwt } from '../../sandbox/jwt.ts';
import { SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';
import { ALWAYS_PASSES } from '../../sandbox/turnstile/sitekeys.ts';

export const BASE = 'https://sandbox.test';
export const PAGE_ORIGIN = 'https://page.test';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface TokenOptions {
  amount?: number;
  test?: boolean;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  secret?: string;
}

export function payerToken(appId: string, options: TokenOptions = {}): Promise<string> {
  const iat = nowSeconds();
  const claims = { app_id: appId, amount: options.amount ?? 150050, iat, exp: iat + (options.expiresIn ?? 3600) };
  return signJwt(options.test ? { ...claims, test: true } : claims, options.secret ?? SANDBOX_JWT_SECRET);
}

/** A JWT with any header and payload, signed with HS256 over whatever is given (or unsigned). */
export async function craftToken(header: object, payload: object, sign = true): Promise<string> {
  const head = base64urlEncode(utf8(JSON.stringify(header)));
  const body = base64urlEncode(utf8(JSON.stringify(payload)));
  const signature = sign ? base64urlEncode(await hmacSign(SANDBOX_JWT_SECRET, `${head}.${body}`)) : '';
  return `${head}.${body}.${signature}`;
}

/** A fresh app id, so tests never share deposits; unknown ids get the `default` channels. */
export const freshAppId = (prefix = 'app') => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** A 12-digit UPI UTR (format a), different every call. */
export function freshUtr(): string {
  const digits = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(digits, (d) => String(d % 10)).join('');
}

export interface CallOptions {
  token?: string | null;
  turnstile?: string;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  method?: string;
}

/** `POST /{operation}/{appId}` the way the page's client calls it. */
export function callApi(operation: string, appId: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'CF-Turnstile-Response': options.turnstile ?? '',
    'Content-Type': 'application/json',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return SELF.fetch(`${BASE}/${operation}/${encodeURIComponent(appId)}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.body ?? null,
  });
}

export async function turnstileToken(sitekey = ALWAYS_PASSES): Promise<string> {
  const response = await SELF.fetch(`${BASE}/turnstile/v0/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sitekey }),
  });
  const answer: { token?: string } = await response.json();
  if (response.status !== 200 || typeof answer.token !== 'string')
    throw new Error(`token request failed: ${response.status}`);
  return answer.token;
}

export interface DepositOptions {
  token: string;
  turnstile?: string;
  body: unknown;
}

/** submit-deposit with a fresh Turnstile token unless one is given. */
export async function submitDeposit(appId: string, options: DepositOptions): Promise<Response> {
  return callApi('submit-deposit', appId, {
    token: options.token,
    turnstile: options.turnstile ?? (await turnstileToken()),
    body: JSON.stringify(options.body),
  });
}

// Magic bytes of the accepted image types, padded with arbitrary content.
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50];

function fileBytes(head: number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return bytes;
}

export const png = (size = 64) => fileBytes(PNG_HEAD, size);
export const jpeg = (size = 64) => fileBytes(JPEG_HEAD, size);
export const webp = (size = 64) => fileBytes(WEBP_HEAD, size);

export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  return response.json<T>();
}
