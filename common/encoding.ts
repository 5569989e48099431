/**
 * UTF-8 and base64url (RFC 4648 §5, no padding) for tokens and signatures: the page worker's
 * beacon tickets and the sandbox's tokens. Uses only btoa/atob so it runs unchanged in workerd,
 * browsers and Node 22.
 */

export function utf8(text: string): Uint8Array<ArrayBuffer> {
  // Copied so the type is a plain ArrayBuffer view in every runtime's typings. The encoder is made
  // per call, like the decoder below: no module-level object for a bundle to carry unused.
  return new Uint8Array(new TextEncoder().encode(text));
}

/** UTF-8 text, or null when the bytes are not valid UTF-8. */
export function fromUtf8(bytes: Uint8Array): string | null {
  try {
    // Made per call: a bundle that never decodes (the page worker's) carries none.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** Tokens, ids and signatures are at most a few KB: few enough bytes to spread as arguments. */
export function base64urlEncode(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The bytes, or null for anything that is not canonical unpadded base64url.
 * Non-canonical spellings are refused so one value has exactly one encoding.
 */
export function base64urlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return base64urlEncode(bytes) === text ? bytes : null;
}
