/**
 * The payer's auth token: an HS256 JWT carrying the app id and the amount.
 * WebCrypto only, so the same code signs in Node (`npm run link`) and verifies
 * in workerd. Verification trusts nothing from the token before the signature
 * checks out, and accepts exactly one algorithm.
 */
import { base64urlDecode, base64urlEncode, fromUtf8, utf8 } from '../common/encoding.ts';
import { hmacSign, hmacVerify } from '../common/hmac.ts';
import { isRecord } from '../common/json.ts';
import { isValidAmount } from '../common/money.ts';

export interface PayerClaims {
  app_id: string;
  /** Paise, as the page reads them (docs/rules.md, Money: isValidAmount). */
  amount: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Test mode: the page and the sandbox accept `test…` / `fail…` UTRs. */
  test?: boolean;
}

export type JwtFailure = 'malformed' | 'unsupported-algorithm' | 'bad-signature' | 'invalid-claims' | 'expired';

export type JwtCheck = { ok: true; claims: PayerClaims } | { ok: false; reason: JwtFailure };

const HEADER = base64urlEncode(utf8(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
/** Far above any real token; stops huge headers from costing a decode. */
const MAX_TOKEN_LENGTH = 4096;
/** Tolerated clock difference between the signer and the verifier. */
const CLOCK_SKEW_SECONDS = 60;

function decodeJson(part: string): unknown {
  const bytes = base64urlDecode(part);
  const text = bytes && fromUtf8(bytes);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The typed claims, or null when any is missing or of the wrong kind. */
function parseClaims(value: unknown): PayerClaims | null {
  if (!isRecord(value)) return null;
  const { app_id, amount, exp, iat, test } = value;
  if (typeof app_id !== 'string' || app_id.length === 0) return null;
  if (!isValidAmount(amount)) return null;
  if (typeof exp !== 'number' || !Number.isSafeInteger(exp)) return null;
  if (typeof iat !== 'number' || !Number.isSafeInteger(iat)) return null;
  if (test !== undefined && typeof test !== 'boolean') return null;
  return test === undefined ? { app_id, amount, exp, iat } : { app_id, amount, exp, iat, test };
}

export async function signJwt(claims: PayerClaims, secret: string): Promise<string> {
  const checked = parseClaims(claims);
  if (!checked) throw new TypeError('signJwt: claims need app_id, a positive safe-integer amount, integer exp and iat');
  const payload = base64urlEncode(utf8(JSON.stringify(checked)));
  const signature = await hmacSign(secret, `${HEADER}.${payload}`);
  return `${HEADER}.${payload}.${base64urlEncode(signature)}`;
}

/**
 * Checks the token's shape, algorithm (exactly HS256), signature, claims and
 * expiry. `nowSeconds` is injectable for tests. The reason never echoes the token.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<JwtCheck> {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];

  const header = decodeJson(headerPart);
  if (!isRecord(header)) return { ok: false, reason: 'malformed' };
  // `alg: none`, RS256 (key confusion) and anything else never reach the HMAC.
  if (header.alg !== 'HS256') return { ok: false, reason: 'unsupported-algorithm' };
  if (header.typ !== undefined && header.typ !== 'JWT') return { ok: false, reason: 'malformed' };
  if (header.crit !== undefined) return { ok: false, reason: 'malformed' };

  const signature = base64urlDecode(signaturePart);
  if (!signature || signature.length !== 32) return { ok: false, reason: 'malformed' };
  if (!(await hmacVerify(secret, `${headerPart}.${payloadPart}`, signature))) {
    return { ok: false, reason: 'bad-signature' };
  }

  const claims = parseClaims(decodeJson(payloadPart));
  if (!claims) return { ok: false, reason: 'invalid-claims' };
  if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'invalid-claims' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
