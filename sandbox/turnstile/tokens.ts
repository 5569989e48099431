/**
 * Turnstile response tokens of the stand-in: `${random}.${hmac}`. The random
 * part is unguessable, the HMAC (keyed with JWT_SECRET) lets the sandbox tell
 * its own tokens from forgeries without a lookup, and the `turnstile_tokens`
 * row makes each one good for exactly one submission within 300 s, as with
 * Cloudflare's siteverify.
 */
import { isoNow } from '../db.ts';
import { base64urlDecode, base64urlEncode } from '../../common/encoding.ts';
import { hmacSign, hmacVerify } from '../../common/hmac.ts';
import { TOKEN_LIFETIME_SECONDS } from './protocol.ts';

const RANDOM_BYTES = 32;
const TOKEN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

const signedText = (random: string) => `turnstile\n${random}`;

export async function issueToken(db: D1Database, secret: string, now: Date): Promise<string> {
  const random = base64urlEncode(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));
  const token = `${random}.${base64urlEncode(await hmacSign(secret, signedText(random)))}`;
  await db.prepare('INSERT INTO turnstile_tokens (token, issued_at) VALUES (?1, ?2)').bind(token, isoNow(now)).run();
  return token;
}

/** Spends the token: true only for a token this sandbox issued, unexpired and never spent before. */
export async function spendToken(db: D1Database, secret: string, token: string, now: Date): Promise<boolean> {
  const [, random, mac] = TOKEN.exec(token) ?? [];
  const signature = mac === undefined ? null : base64urlDecode(mac);
  if (random === undefined || !signature || !(await hmacVerify(secret, signedText(random), signature))) return false;
  const oldest = new Date(now.getTime() - TOKEN_LIFETIME_SECONDS * 1000);
  const spent = await db
    .prepare('UPDATE turnstile_tokens SET used_at = ?2 WHERE token = ?1 AND used_at IS NULL AND issued_at > ?3')
    .bind(token, isoNow(now), isoNow(oldest))
    .run();
  return spent.meta.changes === 1;
}
