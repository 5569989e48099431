/**
 * The shapes of secrets that get pasted into the wrong variable (docs/security.md, 'Configuration
 * that matters'). The site key, the redirect hosts and the embedders are published in every page's
 * boot data or headers, so a value of one of these shapes there is a leak, not a setting. Each
 * shape is named, never quoted: the name goes into a log line.
 */

const SHAPES: readonly (readonly [shape: RegExp, name: string])[] = [
  // A digit, `x`, then more than a site key's 30 characters: the widget's secret key (real or testing).
  [/\b\dx[\w-]{31}/, 'a Turnstile secret key'],
  [/\b[sr]k_(?:live|test)_/i, 'an sk_live_ or sk_test_ key'],
  [/[\da-f]{32}/i, 'a long hex key'],
  // A JWT's header is JSON, so its first part begins `eyJ` (`{"`); then two more base64url parts.
  [/eyJ[\w-]*\.[\w-]+\.[\w-]*/, 'a JWT'],
];

/** The name of the secret shape `value` has anywhere in it, or null when it has none. */
export function secretShape(value: string): string | null {
  return SHAPES.find(([shape]) => shape.test(value))?.[1] ?? null;
}
