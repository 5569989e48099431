/**
 * Upload slots in D1 (`uploads`): created by get-upload-url for one app,
 * filled by exactly one successful upload, then referenced by submit-deposit.
 * Claiming is a single conditional UPDATE, so two racing uploads cannot both win.
 */
import { isoNow } from '../db.ts';

export type SlotClaim = { ok: true; appId: string } | { ok: false; reason: 'missing' | 'used' };

export async function createSlot(db: D1Database, appId: string, expiresAt: Date, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .prepare('INSERT INTO uploads (id, app_id, state, expires_at, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(id, appId, 'open', isoNow(expiresAt), isoNow(now))
    .run();
  return id;
}

/** Takes an open, unexpired slot for one upload; `used` when it is taken or filled. */
export async function claimSlot(db: D1Database, uploadId: string, now: Date): Promise<SlotClaim> {
  const claimed = await db
    .prepare(
      "UPDATE uploads SET state = 'receiving' WHERE id = ?1 AND state = 'open' AND expires_at > ?2 RETURNING app_id",
    )
    .bind(uploadId, isoNow(now))
    .first<{ app_id: string }>();
  if (claimed) return { ok: true, appId: claimed.app_id };
  const slot = await db
    .prepare('SELECT state, expires_at FROM uploads WHERE id = ?1')
    .bind(uploadId)
    .first<{ state: string; expires_at: string }>();
  if (!slot || (slot.state === 'open' && slot.expires_at <= isoNow(now))) return { ok: false, reason: 'missing' };
  return { ok: false, reason: 'used' };
}

/** Reopens a claimed slot whose file was refused, so the payer can try another file. */
export async function releaseSlot(db: D1Database, uploadId: string): Promise<void> {
  await db.prepare("UPDATE uploads SET state = 'open' WHERE id = ?1 AND state = 'receiving'").bind(uploadId).run();
}

export async function completeSlot(
  db: D1Database,
  uploadId: string,
  file: { size: number; contentType: string },
  now: Date,
): Promise<void> {
  await db
    .prepare(
      "UPDATE uploads SET state = 'uploaded', size = ?2, content_type = ?3, uploaded_at = ?4 WHERE id = ?1 AND state = 'receiving'",
    )
    .bind(uploadId, file.size, file.contentType, isoNow(now))
    .run();
}

/** True when the slot belongs to the app and holds a stored file. */
export async function isUploadedSlot(db: D1Database, appId: string, uploadId: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS found FROM uploads WHERE id = ?1 AND app_id = ?2 AND state = 'uploaded'")
    .bind(uploadId, appId)
    .first<{ found: number }>();
  return row !== null;
}
