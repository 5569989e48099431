/**
 * HMAC-SHA-256 with WebCrypto: the one primitive behind the page worker's beacon tickets
 * (page-worker/beacon/beacon-ticket.ts) and the sandbox's payer tokens, upload URLs and Turnstile tokens.
 * Verification goes through `crypto.subtle.verify`, which compares in constant time.
 */
import { utf8 } from './encoding.ts';

// Importing a key costs more than the HMAC itself; secrets are few and fixed.
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', utf8(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function hmacSign(secret: string, data: string): Promise<Uint8Array<ArrayBuffer>> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), utf8(data));
  return new Uint8Array(signature);
}

export async function hmacVerify(secret: string, data: string, signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  return crypto.subtle.verify('HMAC', await hmacKey(secret), signature, utf8(data));
}
