/**
 * How the stand-in treats a site key, after Cloudflare's documented testing
 * keys (developers.cloudflare.com/turnstile/troubleshooting/testing/).
 */

export type ChallengeMode = 'pass' | 'fail' | 'interactive';

export const ALWAYS_PASSES = '1x00000000000000000000AA';
export const ALWAYS_FAILS = '2x00000000000000000000AB';
export const FORCES_INTERACTIVE = '3x00000000000000000000FF';

export function challengeMode(sitekey: string): ChallengeMode {
  if (sitekey === ALWAYS_FAILS) return 'fail';
  if (sitekey === FORCES_INTERACTIVE) return 'interactive';
  return 'pass';
}

/** Site keys are short printable tokens; anything else is refused before use. */
export function isSitekey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value);
}
