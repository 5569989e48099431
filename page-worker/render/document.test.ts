/**
 * The page's icon is a small PNG, never an SVG (docs/rules.md, Start-up): Chromium decodes a page's
 * icon on the page's own main thread, and an SVG one as a whole document, a long task after every
 * first paint. The document links the PNG with its type, and the served file is what that says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';
import { htmlDocument } from './document.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const publicDir = join(root, 'client', 'public');

describe("the page's icon", () => {
  const html = htmlDocument({ nonce: 'n', title: 't', body: '', boot: {}, lang: 'en', dir: 'ltr' });
  const link = /<link rel="icon" href="([^"]+)" type="([^"]+)">/.exec(html);

  it('is linked as a PNG', () => {
    expect(link?.[1]).toBe('/favicon.png');
    expect(link?.[2]).toBe('image/png');
  });

  it('is a 64 × 64 PNG of at most 2 KB', () => {
    const file = readFileSync(join(publicDir, 'favicon.png'));
    expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The IHDR chunk comes first: its width and height, big-endian, at bytes 16 and 20.
    expect(file.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([64, 64]);
    expect(file.length).toBeLessThanOrEqual(2_048);
  });

  it('has no SVG beside it among the files served as they are', () => {
    expect(readdirSync(publicDir).filter((name) => /\.svg$/i.test(name))).toEqual([]);
  });
});
