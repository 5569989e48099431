// get-upload-url and the pre-signed upload: signature, size, real type, single use, R2 storage.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signUploadUrl } from '../../sandbox/upload/signature.ts';
import { BASE, callApi, freshAppId, jpeg, payerToken, png, readJson, webp } from './helpers.ts';

const MAX = 10485760;

interface Slot {
  upload_url: string;
  upload_id: string;
}

async function slot(appId = freshAppId()): Promise<Slot & { appId: string }> {
  const response = await callApi('get-upload-url', appId, { token: await payerToken(appId) });
  expect(response.status).toBe(200);
  return { ...(await readJson<Slot>(response)), appId };
}

function upload(
  url: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'proof.png',
  type = 'image/png',
): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return SELF.fetch(url, { method: 'POST', body: form });
}

describe('get-upload-url', () => {
  it('answers a signed URL on the sandbox origin and records the slot for the app', async () => {
    const { upload_url, upload_id, appId } = await slot();
    const url = new URL(upload_url);
    expect(url.origin).toBe(BASE);
    expect(url.pathname).toBe(`/upload/${upload_id}`);
    const exp = Number(url.searchParams.get('exp'));
    const ttl = exp - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(14 * 60);
    expect(ttl).toBeLessThanOrEqual(15 * 60);
    expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare('SELECT app_id, state FROM uploads WHERE id = ?').bind(upload_id).first();
    expect(row).toEqual({ app_id: appId, state: 'open' });
  });
});

describe('upload', () => {
  it.each([
    ['PNG', png(), 'image/png'],
    ['JPEG', jpeg(), 'image/jpeg'],
    ['WEBP', webp(), 'image/webp'],
  ])('accepts a %s and stores it in R2 with its sniffed type', async (_name, bytes, type) => {
    const { upload_url, upload_id, appId } = await slot();
    // The declared type is deliberately wrong: only the bytes count.
    const response = await upload(upload_url, bytes, 'photo.bin', 'application/octet-stream');
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ upload_id, size: bytes.length, content_type: type });
    const object = await env.UPLOADS.get(`${appId}/${upload_id}`);
    expect(object?.httpMetadata?.contentType).toBe(type);
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
    const row = await env.DB.prepare('SELECT state, size, content_type FROM uploads WHERE id = ?')
      .bind(upload_id)
      .first();
    expect(row).toEqual({ state: 'uploaded', size: bytes.length, content_type: type });
  });

  it('refuses a text file named x.png declared as image/png (415)', async () => {
    const { upload_url, upload_id, appId } = await slot();
    const text = new TextEncoder().encode('hello, this is not an image');
    const response = await upload(upload_url, new Uint8Array(text), 'x.png', 'image/png');
    expect(response.status).toBe(415);
    expect(await readJson(response)).toEqual({ error: 'file type not supported' });
    expect(await env.UPLOADS.head(`${appId}/${upload_id}`)).toBeNull();
  });

  it('refuses a file one byte over 10 MiB (413)', async () => {
    const { upload_url, upload_id, appId } = await slot();
    const response = await upload(upload_url, png(MAX + 1));
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({ error: 'file is too large' });
    expect(await env.UPLOADS.head(`${appId}/${upload_id}`)).toBeNull();
  });

  it('accepts a PNG of exactly 10 MiB', async () => {
    const { upload_url, upload_id, appId } = await slot();
    const response = await upload(upload_url, png(MAX));
    expect(response.status).toBe(201);
    expect((await env.UPLOADS.head(`${appId}/${upload_id}`))?.size).toBe(MAX);
  });

  it('refuses a body without Content-Length once it passes the ceiling', async () => {
    const { upload_url } = await slot();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 12) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await SELF.fetch(upload_url, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body,
    });
    expect(response.status).toBe(413);
  });

  it('refuses an empty file (400)', async () => {
    const { upload_url } = await slot();
    const response = await upload(upload_url, new Uint8Array(0));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'file is empty' });
  });

  it('refuses a body without a file field (400)', async () => {
    const { upload_url } = await slot();
    const form = new FormData();
    form.append('other', 'value');
    const response = await SELF.fetch(upload_url, { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });

  it.each([
    ['a changed signature', (url: URL) => url.searchParams.set('sig', 'A'.repeat(43))],
    ['no signature', (url: URL) => url.searchParams.delete('sig')],
    ['a later expiry', (url: URL) => url.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 60))],
    ['another upload id', (url: URL) => (url.pathname = `/upload/${crypto.randomUUID()}`)],
  ])('refuses a URL with %s (403)', async (_name, tamper) => {
    const { upload_url } = await slot();
    const url = new URL(upload_url);
    tamper(url);
    const response = await upload(url.href, png());
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({ error: 'upload url is invalid or expired' });
  });

  it('refuses a correctly signed URL whose time is up (403)', async () => {
    const { upload_id } = await slot();
    const expired = await signUploadUrl(BASE, upload_id, Math.floor(Date.now() / 1000) - 1, env.JWT_SECRET);
    const response = await upload(expired, png());
    expect(response.status).toBe(403);
  });

  it('refuses a second upload to the same slot (409)', async () => {
    const { upload_url } = await slot();
    expect((await upload(upload_url, png())).status).toBe(201);
    const again = await upload(upload_url, jpeg());
    expect(again.status).toBe(409);
    expect(await readJson(again)).toEqual({ error: 'upload slot already used' });
  });

  it('reopens the slot after a refused file, so another file can follow', async () => {
    const { upload_url } = await slot();
    expect((await upload(upload_url, new Uint8Array(new TextEncoder().encode('text')))).status).toBe(415);
    expect((await upload(upload_url, png())).status).toBe(201);
  });

  it('needs no bearer token, only the signed URL', async () => {
    const { upload_url } = await slot();
    const response = await upload(upload_url, png());
    expect(response.status).toBe(201);
  });
});
