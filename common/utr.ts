/**
 * UTR rules (spec section 5, decisions 10-12), shared by the page and the sandbox.
 * CONTRACT — implementation pending.
 */

export interface UtrCheckOptions {
  /** Test mode also accepts `test…` / `fail…` UTRs (decision 12). */
  testMode: boolean;
  /** The current instant; dates are compared with today in India Standard Time. */
  now: Date;
}

export type UtrCheck = { ok: true; utr: string } | { ok: false };

/** Trim surrounding whitespace and upper-case letters (decision 10). */
export function normaliseUtr(raw: string): string {
  return raw.trim().toUpperCase();
}

export function checkUtr(raw: string, options: UtrCheckOptions): UtrCheck {
  void options;
  return { ok: false, ...{ utr: normaliseUtr(raw) } } as UtrCheck;
}
