/**
 * How the stand-in treats a site key, after Cloudflare's documented testing
 * keys (developers.cloudflare.com/turnstile/troubleshooting/testing/).
 */

import { isSiteKey } from '../../common/site-key.ts';

export type ChallengeMode = 'pass' | 'fail' | 'interactive';

export const ALWAYS_PASSES = '1x00000000000000000000AA';
export const ALWAYS_FAILS = '2x00000000000000000000AB';
export const FORCES_INTERACTIVE = '3x00000000000000000000FF';

export function challengeMode(sitekey: string): ChallengeMode {
  if (sitekey === ALWAYS_FAILS) return 'fail';
  if (sitekey === FORCES_INTERACTIVE) return 'interactive';
  return 'pass';
}

/**
 * A site key has the shape production's have (common/site-key.ts): anything else is refused before
 * use, as Cloudflare's Turnstile refuses a key it never issued (error 110100).
 */
export const isSitekey = isSiteKey;
