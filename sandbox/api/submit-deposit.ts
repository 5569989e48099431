/**
 * POST /submit-deposit/:appId — records the payer's UTR. The bot check comes
 * first (after the bearer check), so a caller without a fresh Turnstile token
 * learns nothing about channels, UTRs or uploads. In test mode a `FAIL…` UTR
 * plays a bank rejection.
 */
import type { Context } from 'hono';
import { database } from '../db.ts';
import type { AppEnv } from '../sandbox-env.ts';
import { readCappedRequest } from '../../common/capped-body.ts';
import { jsonError, mediaType } from '../http.ts';
import { spendToken } from '../turnstile/tokens.ts';
import { isUploadId } from '../upload/signature.ts';
import { isUploadedSlot } from '../upload/slots.ts';
import { checkDepositBody } from './deposit-body.ts';
import { recordDeposit } from './deposits.ts';

/** A deposit body is a few hundred bytes; anything far larger is not one. */
const MAX_BODY_BYTES = 16 * 1024;

/** The body as JSON, read in bytes up to MAX_BODY_BYTES and never further (common/capped-body.ts). */
async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; status: 400 | 413 }> {
  const text = await readCappedRequest(request, MAX_BODY_BYTES);
  if (text === null) return { ok: false, status: 413 };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400 };
  }
}

export async function submitDeposit(c: Context<AppEnv>) {
  const claims = c.get('claims');
  const now = new Date();
  const db = await database(c.env.DB);
  if (!(await spendToken(db, c.env.JWT_SECRET, c.req.header('CF-Turnstile-Response') ?? '', now))) {
    return jsonError(c, 403, 'turnstile token invalid or already used');
  }
  if (mediaType(c.req.header('Content-Type')) !== 'application/json') {
    return jsonError(c, 415, 'content type must be application/json');
  }
  const body = await readJson(c.req.raw);
  if (!body.ok) return jsonError(c, body.status, body.status === 413 ? 'body is too large' : 'body must be valid JSON');

  const testMode = claims.test === true;
  const checked = checkDepositBody(body.value, claims.app_id, testMode, now);
  if (!checked.ok) return jsonError(c, 400, checked.error);
  const { channelId, utr, uploadId } = checked.deposit;
  let proof: string | null = null;
  if (uploadId !== undefined) {
    if (!isUploadId(uploadId) || !(await isUploadedSlot(db, claims.app_id, uploadId))) {
      return jsonError(c, 400, 'upload_id is unknown');
    }
    proof = uploadId;
  }
  if (testMode && utr.startsWith('FAIL')) return jsonError(c, 400, 'utr_number rejected by bank');

  const status = await recordDeposit(
    db,
    { appId: claims.app_id, channelId, utr, uploadId: proof, amount: claims.amount },
    now,
  );
  return c.json({ status });
}
