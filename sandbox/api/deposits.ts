/**
 * Deposits in D1. One row per (app, UTR): a repeated submission inserts
 * nothing and reads back the first one's status, in one transaction.
 */
import { isoNow } from '../db.ts';

export interface NewDeposit {
  appId: string;
  channelId: string;
  utr: string;
  uploadId: string | null;
  amount: number;
}

/** Records the deposit unless this app already has one with this UTR; answers that deposit's status. */
export async function recordDeposit(db: D1Database, deposit: NewDeposit, now: Date): Promise<string> {
  const [, existing] = await db.batch<{ status: string }>([
    db
      .prepare(
        `INSERT INTO deposits (id, app_id, channel_id, utr_number, upload_id, amount, status, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?7)
         ON CONFLICT (app_id, utr_number) DO NOTHING`,
      )
      .bind(
        crypto.randomUUID(),
        deposit.appId,
        deposit.channelId,
        deposit.utr,
        deposit.uploadId,
        deposit.amount,
        isoNow(now),
      ),
    db.prepare('SELECT status FROM deposits WHERE app_id = ?1 AND utr_number = ?2').bind(deposit.appId, deposit.utr),
  ]);
  const status = existing?.results[0]?.status;
  if (typeof status !== 'string') throw new Error('deposit row missing after insert');
  return status;
}
