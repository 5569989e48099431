/**
 * Pre-signed upload URLs: `${origin}/upload/${id}?exp=…&sig=…`. The browser
 * posts the file there without the bearer token, so the URL itself carries
 * the proof (an HMAC over id and expiry) and stops working after 15 minutes.
 */
import { base64urlDecode, base64urlEncode } from '../../common/encoding.ts';
import { hmacSign, hmacVerify } from '../../common/hmac.ts';

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The purpose prefix keeps an upload signature from ever passing as another HMAC of the secret.
const signedText = (uploadId: string, exp: number) => `upload\n${uploadId}\n${exp}`;

export function isUploadId(value: unknown): value is string {
  return typeof value === 'string' && UPLOAD_ID.test(value);
}

export async function signUploadUrl(origin: string, uploadId: string, exp: number, secret: string): Promise<string> {
  const sig = base64urlEncode(await hmacSign(secret, signedText(uploadId, exp)));
  return `${origin}/upload/${uploadId}?exp=${exp}&sig=${sig}`;
}

/** True when `sig` signs this id and `exp`, and `exp` (seconds) is still ahead of `nowMs`. */
export async function verifyUploadUrl(
  uploadId: string,
  exp: string | undefined,
  sig: string | undefined,
  secret: string,
  nowMs: number,
): Promise<boolean> {
  if (!isUploadId(uploadId) || !exp || !/^[1-9][0-9]{0,11}$/.test(exp) || !sig) return false;
  const expSeconds = Number(exp);
  if (expSeconds * 1000 <= nowMs) return false;
  const signature = base64urlDecode(sig);
  if (!signature || signature.length !== 32) return false;
  return hmacVerify(secret, signedText(uploadId, expSeconds), signature);
}
