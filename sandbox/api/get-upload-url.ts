/**
 * POST /get-upload-url/:appId — opens an upload slot for this app and answers a
 * pre-signed URL on this sandbox's own origin (whatever port it was started on).
 */
import type { Context } from 'hono';
import { database } from '../db.ts';
import type { AppEnv } from '../sandbox-env.ts';
import { signUploadUrl, UPLOAD_URL_TTL_SECONDS } from '../upload/signature.ts';
import { createSlot } from '../upload/slots.ts';

export async function getUploadUrl(c: Context<AppEnv>) {
  const now = new Date();
  const exp = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
  const db = await database(c.env.DB);
  const uploadId = await createSlot(db, c.get('claims').app_id, new Date(exp * 1000), now);
  const uploadUrl = await signUploadUrl(new URL(c.req.url).origin, uploadId, exp, c.env.JWT_SECRET);
  return c.json({ upload_url: uploadUrl, upload_id: uploadId });
}
