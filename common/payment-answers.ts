/**
 * The payment worker's answers to the calls only step 2 makes (docs/rules.md, Payment-worker calls):
 * `get-upload-url` and `submit-deposit`. Apart from common/payment-api.ts (the calls, the channels'
 * answer) so that step 1, which reads only the channels, carries none of it (docs/rules.md, Lazy chunks).
 */
import { DEFAULT_ERROR, errorMessage } from './errors.ts';
import { isObjectOrArray, readId } from './json.ts';
import { isFailedStatus } from './payment-api.ts';

interface UploadSlot {
  uploadUrl: string;
  uploadId: string | number;
}

/** The slot, or null when the answer is unusable or points outside the allowed origins. */
export function readUploadSlot(status: number, body: unknown, allowedOrigins: string[]): UploadSlot | null {
  if (isFailedStatus(status) || !isObjectOrArray(body)) return null;
  const uploadUrl = body.upload_url;
  const uploadId = readId(body.upload_id);
  if (typeof uploadUrl !== 'string' || uploadId === null) return null;
  let url: URL;
  try {
    url = new URL(uploadUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!allowedOrigins.includes(url.origin)) return null;
  return { uploadUrl: url.href, uploadId };
}

/**
 * What a `submit-deposit` answer says: accepted, a failed call, or a rejection
 * because of the UTR or for another reason, with the message the error helper
 * (common/errors.ts) takes from the body.
 */
export type SubmitResult =
  { kind: 'accepted' } | { kind: 'failed' } | { kind: 'rejected'; reason: 'utr' | 'other'; message: string };

/**
 * Whether `text` appears in any key or string inside `value`: what searching its JSON
 * text finds, walked with a list instead of recursion so no nesting depth can overflow
 * the stack, and each object visited once so a value that holds itself cannot loop.
 */
function holdsText(value: unknown, text: string): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes(text)) return true;
    } else if (isObjectOrArray(item) && !seen.has(item)) {
      seen.add(item);
      for (const [key, child] of Object.entries(item)) {
        if (!Array.isArray(item) && key.includes(text)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

function mentionsUtr(body: unknown): boolean {
  if (!isObjectOrArray(body)) return false;
  const { error, detail } = body;
  if (typeof error === 'string' && error.includes('utr_number')) return true;
  return Array.isArray(detail) && holdsText(detail, 'utr_number');
}

/** The `submit-deposit` answer, before the client puts it in words (page/flow/outcome.ts). */
export function readSubmitOutcome(status: number, body: unknown): SubmitResult {
  if (isFailedStatus(status)) return { kind: 'failed' };
  const accepted = isObjectOrArray(body) && typeof body.status === 'string' && body.status.length > 0;
  if (accepted) return { kind: 'accepted' };
  return { kind: 'rejected', reason: mentionsUtr(body) ? 'utr' : 'other', message: errorMessage(body, DEFAULT_ERROR) };
}
