/**
 * POST /upload/:uploadId?exp&sig — the pre-signed proof upload. Checks run
 * cheapest first: the URL's signature (403), a Content-Length that is clearly
 * too big (413) and the slot (409) before any byte of the body is read; then
 * the file itself: present, not empty (400), at most 10 MiB (413), and a PNG,
 * JPEG or WEBP by its magic bytes (415). Stored in R2 at `${appId}/${uploadId}`.
 */
import type { Context } from 'hono';
import { database } from '../db.ts';
import type { AppEnv } from '../sandbox-env.ts';
import { jsonError } from '../http.ts';
import { readLimitedForm } from './form.ts';
import { verifyUploadUrl } from './signature.ts';
import { claimSlot, completeSlot, releaseSlot } from './slots.ts';
import { MAX_PROOF_BYTES, PROOF_SNIFF_BYTES, sniffProofType } from '../../common/proof.ts';

/** Room for multipart boundaries and part headers around a maximal file. */
const MULTIPART_ALLOWANCE = 64 * 1024;
const MAX_BODY_BYTES = MAX_PROOF_BYTES + MULTIPART_ALLOWANCE;

type Refusal = { status: 400 | 413 | 415; error: string };
type Accepted = { file: File; contentType: string };

async function checkFile(request: Request): Promise<Refusal | Accepted> {
  const result = await readLimitedForm(request, MAX_BODY_BYTES);
  if (!result.ok) {
    return result.reason === 'too-large'
      ? { status: 413, error: 'file is too large' }
      : { status: 400, error: 'body must be multipart/form-data with a file field' };
  }
  const file = result.form.get('file');
  if (!(file instanceof File)) return { status: 400, error: 'file field is required' };
  if (file.size === 0) return { status: 400, error: 'file is empty' };
  if (file.size > MAX_PROOF_BYTES) return { status: 413, error: 'file is too large' };
  const contentType = sniffProofType(new Uint8Array(await file.slice(0, PROOF_SNIFF_BYTES).arrayBuffer()));
  if (!contentType) return { status: 415, error: 'file type not supported' };
  return { file, contentType };
}

export async function uploadProof(c: Context<AppEnv>) {
  const uploadId = c.req.param('uploadId') ?? '';
  const now = new Date();
  if (!(await verifyUploadUrl(uploadId, c.req.query('exp'), c.req.query('sig'), c.env.JWT_SECRET, now.getTime()))) {
    return jsonError(c, 403, 'upload url is invalid or expired');
  }
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return jsonError(c, 413, 'file is too large');

  const db = await database(c.env.DB);
  const slot = await claimSlot(db, uploadId, now);
  if (!slot.ok) {
    return slot.reason === 'used'
      ? jsonError(c, 409, 'upload slot already used')
      : jsonError(c, 403, 'upload url is invalid or expired');
  }
  let stored = false;
  try {
    const checked = await checkFile(c.req.raw);
    if ('error' in checked) return jsonError(c, checked.status, checked.error);
    const { file, contentType } = checked;
    await c.env.UPLOADS.put(`${slot.appId}/${uploadId}`, file, { httpMetadata: { contentType } });
    await completeSlot(db, uploadId, { size: file.size, contentType }, now);
    stored = true;
    return c.json({ upload_id: uploadId, size: file.size, content_type: contentType }, 201);
  } finally {
    if (!stored) await releaseSlot(db, uploadId);
  }
}
