/**
 * Reads a multipart body with a byte ceiling. workerd's formData() would
 * buffer whatever arrives, so the stream is counted on the way in and cut off
 * as soon as it passes the ceiling, whatever Content-Length claimed.
 */

export type FormResult = { ok: true; form: FormData } | { ok: false; reason: 'too-large' | 'not-multipart' };

export async function readLimitedForm(request: Request, maxBytes: number): Promise<FormResult> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) return { ok: false, reason: 'not-multipart' };
  let seen = 0;
  let tooLarge = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          tooLarge = true;
          controller.error(new Error('body too large'));
        } else {
          controller.enqueue(chunk);
        }
      },
    }),
  );
  try {
    const form = await new Response(counted, { headers: { 'Content-Type': contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: tooLarge ? 'too-large' : 'not-multipart' };
  }
}
