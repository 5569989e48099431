/**
 * The proof upload: the slot from `get-upload-url`, checked against the allowed
 * upload origins (docs/rules.md, Payment-worker calls), then a multipart POST with field `file`.
 * XMLHttpRequest, because fetch cannot report upload progress.
 */
import { isFailedStatus } from '../flow/outcome.ts';

export interface UploadSlot {
  uploadUrl: string;
  uploadId: string | number;
}

/** The slot, or null when the answer is unusable or points outside the allowed origins. */
export function parseUploadSlot(status: number, body: unknown, allowedOrigins: string[]): UploadSlot | null {
  if (isFailedStatus(status) || typeof body !== 'object' || body === null) return null;
  const { upload_url: uploadUrl, upload_id: uploadId } = body as Record<string, unknown>;
  if (typeof uploadUrl !== 'string') return null;
  if (!(typeof uploadId === 'string' && uploadId.length > 0) && !Number.isSafeInteger(uploadId)) return null;
  let url: URL;
  try {
    url = new URL(uploadUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!allowedOrigins.includes(url.origin)) return null;
  return { uploadUrl: url.href, uploadId: uploadId as string | number };
}

/** Resolves with the HTTP status (0 for a network error); never rejects. */
export function uploadFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(request.status);
    request.onerror = () => resolve(0);
    request.onabort = () => resolve(0);
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
