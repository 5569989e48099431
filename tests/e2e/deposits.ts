/**
 * Submitting against the sandbox, for both browser projects (tests/e2e in Chromium, tests/firefox
 * in Firefox): a fresh UTR to submit, and what the sandbox's database holds for it afterwards. It
 * uses neither browser's API, only the local stack's sandbox.
 */
import { randomInt } from 'node:crypto';
import type { LocalStack } from '../../harness/local-stack.ts';

/** A fresh UPI-format UTR (12 digits): deposits are unique per app and UTR. */
export const newUtr = () => String(randomInt(100_000_000_000, 999_999_999_999));

/** A row of the sandbox's deposits table. */
export interface DepositRow {
  app_id: string;
  channel_id: string;
  utr_number: string;
  upload_id: string | null;
  amount: number;
  status: string;
}

/** What the sandbox's database holds for one UTR. */
export async function depositsFor(stack: LocalStack, utr: string): Promise<DepositRow[]> {
  const db = await stack.sandbox.getD1Database('DB');
  const result = await db.prepare('SELECT * FROM deposits WHERE utr_number = ?').bind(utr).all<DepositRow>();
  return result.results;
}
