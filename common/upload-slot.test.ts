// readUploadSlot (common/payment-answers.ts): the get-upload-url answer and the allowed upload origins (docs/rules.md, Payment-worker calls and Status rule).
import { describe, expect, it } from 'vitest';
import { readUploadSlot } from './payment-answers.ts';

const ORIGIN = 'https://uploads.example.com';
const allowed = [ORIGIN, 'http://localhost:8787'];
const slot = (upload_url: unknown, upload_id: unknown = 'up-1') => ({ upload_url, upload_id });

describe('readUploadSlot: accepted', () => {
  it('an upload_url on an allowed origin gives the slot', () => {
    expect(readUploadSlot(200, slot(`${ORIGIN}/slot/1?sig=a%2Fb`), allowed)).toEqual({
      uploadUrl: `${ORIGIN}/slot/1?sig=a%2Fb`,
      uploadId: 'up-1',
    });
  });

  it('any allowed origin works, including a local http one', () => {
    expect(readUploadSlot(200, slot('http://localhost:8787/upload', 9), allowed)).toEqual({
      uploadUrl: 'http://localhost:8787/upload',
      uploadId: 9,
    });
  });

  it('a numeric upload_id 0 is a valid id', () => {
    expect(readUploadSlot(200, slot(`${ORIGIN}/u`, 0), allowed)?.uploadId).toBe(0);
  });

  it('the origin is compared after URL normalisation (scheme and host case, default port)', () => {
    expect(readUploadSlot(200, slot('HTTPS://Uploads.Example.COM:443/u'), allowed)?.uploadUrl).toBe(`${ORIGIN}/u`);
  });

  it('status 400 is not a failure, so its slot is used', () => {
    expect(readUploadSlot(400, slot(`${ORIGIN}/u`), allowed)).not.toBeNull();
  });
});

describe('readUploadSlot: rejected', () => {
  it.each([
    ['another origin', 'https://evil.example/slot'],
    ['a sub-domain of the allowed host', 'https://a.uploads.example.com/slot'],
    ['the allowed host over http', 'http://uploads.example.com/slot'],
    ['the allowed host on another port', 'https://uploads.example.com:8443/slot'],
    ['user-info that hides another host', 'https://uploads.example.com@evil.example/slot'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['an ftp: URL', 'ftp://uploads.example.com/slot'],
    ['a relative path', '/slot/1'],
    ['a protocol-relative URL', '//uploads.example.com/slot'],
    ['an empty string', ''],
  ])('upload_url as %s is refused', (_name, url) => {
    expect(readUploadSlot(200, slot(url), allowed)).toBeNull();
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['fractional', 1.5],
    ['an object', { id: 1 }],
    ['unsafe', Number.MAX_SAFE_INTEGER + 1],
  ])('an upload_id that is %s is refused', (_name, id) => {
    expect(readUploadSlot(200, slot(`${ORIGIN}/u`, id), allowed)).toBeNull();
  });

  it('a missing upload_id is refused', () => {
    expect(readUploadSlot(200, { upload_url: `${ORIGIN}/u` }, allowed)).toBeNull();
  });

  it('an upload_url that is not a string is refused', () => {
    expect(readUploadSlot(200, slot(42), allowed)).toBeNull();
    expect(readUploadSlot(200, { upload_id: 'up-1' }, allowed)).toBeNull();
  });

  it.each([0, -1, 401, 500])('a failed status %i gives no slot', (status) => {
    expect(readUploadSlot(status, slot(`${ORIGIN}/u`), allowed)).toBeNull();
  });

  it.each([
    ['null', null],
    ['a string', `${ORIGIN}/u`],
    ['an array', [slot(`${ORIGIN}/u`)]],
  ])('a body that is %s gives no slot', (_name, body) => {
    expect(readUploadSlot(200, body, allowed)).toBeNull();
  });

  it('no allowed origin means no slot', () => {
    expect(readUploadSlot(200, slot(`${ORIGIN}/u`), [])).toBeNull();
  });
});
