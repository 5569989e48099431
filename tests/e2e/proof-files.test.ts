/**
 * Proof files are decoded before they are taken, and uploaded as what their
 * bytes are (docs/security.md, 'Proof files are decoded'): a PNG signature
 * followed by SVG markup is refused whether chosen, dropped or pasted; a real
 * JPEG named x.png and declared image/png reaches the sandbox as image/jpeg. A JPEG whose frame
 * header, claiming 20,000 × 20,000, hides behind 192 KB of APP2 segments is never decoded
 * (docs/rules.md, Proof files): no thumbnail, no reading, the renderer's memory flat, and the
 * payer's typed UTR goes through once with it as the proof.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fileBuffer, TINY_JPEG } from '../corpus/files.ts';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { chooseFirstCard, submitUtr, toastTexts, waitForDone } from './steps.ts';
import { newUtr } from './deposits.ts';
import { expectNeitherDrawnNorRead, pasteUndecodable } from './ocr-steps.ts';

let e2e: E2E;
beforeAll(async () => {
  // A browser of its own: this file traces it (harness/renderer-probe.ts).
  e2e = await startE2E({}, { own: true });
});
afterAll(() => e2e?.close());

const POLYGLOT = fileBuffer({
  kind: 'png-signature+text',
  text: '<svg xmlns="http://www.w3.org/2000/svg" onload="__pwned()"><script>__pwned()</script></svg>',
});

async function atStep2(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await e2e.open(await e2e.link());
  await page.exposeFunction('__pwned', () => errors.push('the polyglot ran'));
  await chooseFirstCard(page);
  return { page, errors };
}

/** Hands the page a file the way a paste or a drop would: a DataTransfer holding it. */
async function deliver(page: Page, how: 'paste' | 'drop', bytes: Buffer, name: string, type: string): Promise<void> {
  await page.evaluate(
    ({ how, data, name, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type }));
      if (how === 'paste') {
        document.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
        );
      } else {
        const zone = document.querySelector('.dropzone');
        zone?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }
    },
    { how, data: [...bytes], name, type },
  );
}

describe('a PNG signature followed by SVG markup', () => {
  it('chosen with the picker: File type not supported, no preview, nothing run', async () => {
    const { page, errors } = await atStep2();
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: POLYGLOT });
    await expect.poll(() => toastTexts(page)).toEqual(['File type not supported']);
    expect(await page.getByTestId('proof-preview').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each(['paste', 'drop'] as const)('%s: File type not supported, no preview', async (how) => {
    const { page, errors } = await atStep2();
    await deliver(page, how, POLYGLOT, 'receipt.png', 'image/png');
    await expect.poll(() => toastTexts(page)).toEqual(['File type not supported']);
    expect(await page.getByTestId('proof-preview').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('a real JPEG named x.png, declared image/png', () => {
  it('is taken and reaches the sandbox as image/jpeg, byte for byte', async () => {
    const { page, errors } = await atStep2();
    const uploads: { contentType: string | undefined; body: Buffer }[] = [];
    await page.route(`${e2e.stack.sandboxUrl}/upload/**`, async (route) => {
      const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
      const part =
        /Content-Disposition: form-data; name="file"; filename="([^"]*)"\r\nContent-Type: ([^\r\n]+)\r\n\r\n/.exec(
          body.toString('latin1'),
        );
      uploads.push({ contentType: part?.[2], body });
      await route.continue();
    });
    await page.getByTestId('proof-input').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: TINY_JPEG });
    await expect.poll(() => page.getByTestId('proof-preview').count()).toBe(1);
    expect(await page.locator('.proof-name').textContent()).toBe('x.png');
    const utr = newUtr();
    await submitUtr(page, utr);
    await waitForDone(page);

    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.contentType).toBe('image/jpeg');
    expect(uploads[0]?.body.includes(TINY_JPEG)).toBe(true);
    const db = await e2e.stack.sandbox.getD1Database('DB');
    const row = await db
      .prepare('SELECT upload_id FROM deposits WHERE utr_number = ?')
      .bind(utr)
      .first<{ upload_id: string }>();
    const stored = await (await e2e.stack.sandbox.getR2Bucket('UPLOADS')).get(`demo/${row?.upload_id}`);
    expect(stored?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(Buffer.from(await stored!.arrayBuffer())).toEqual(TINY_JPEG);
    expect(errors).toEqual([]);
  });
});

/**
 * TINY_JPEG with three 64 KB APP2 segments after its start and its frame header (SOF0) claiming
 * 20,000 × 20,000: a decoder believes the frame and allocates 1.6 GB for it, and more to draw it.
 */
function hiddenFrameJpeg(): Buffer {
  const app2 = Buffer.concat([Buffer.from([0xff, 0xe2, 0xff, 0xff]), Buffer.alloc(65_533, 0x41)]);
  const jpeg = Buffer.from(TINY_JPEG);
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(20_000, frame + 5);
  jpeg.writeUInt16BE(20_000, frame + 7);
  return Buffer.concat([jpeg.subarray(0, 2), app2, app2, app2, jpeg.subarray(2)]);
}

describe('a JPEG whose 20,000 × 20,000 frame hides behind 192 KB of APP2 segments', () => {
  it('is never decoded: no thumbnail, no reading, the renderer stays flat; a typed UTR goes through once', async () => {
    const jpeg = hiddenFrameJpeg();
    console.log(`20,000 × 20,000 JPEG: ${jpeg.length.toLocaleString('en')} bytes`);
    const pasted = await pasteUndecodable(e2e, jpeg, 'receipt.jpg', 'image/jpeg');
    const { page, errors, uploads, probe } = pasted;
    expect(await page.getByTestId('ocr-too-large').textContent()).toBe(
      'This image is too large to read: 20000 × 20000 pixels. Type the UTR from it; the image can still be sent as proof.',
    );
    const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
    console.log(
      probe.memory
        ? `renderer ${mb(probe.memory.before)} before, peak ${mb(probe.memory.peak)} (+${mb(probe.memory.peak - probe.memory.before)})`
        : 'renderer memory not measured (no /proc)',
    );
    // Decoded, it peaked at ~4.1 GB in Chromium's largest process (docs/rules.md, Proof files).
    if (probe.memory) expect(probe.memory.peak - probe.memory.before).toBeLessThan(100 * 1_048_576);
    // The reader's chunk walked the headers; no engine file was fetched, so no OCR thread started.
    await expectNeitherDrawnNorRead(pasted);
    const utr = newUtr();
    await submitUtr(page, utr);
    await waitForDone(page);
    expect(uploads).toEqual([expect.any(Number)]);
    expect(uploads[0]).toBeGreaterThan(jpeg.length);
    const db = await e2e.stack.sandbox.getD1Database('DB');
    const rows = await db
      .prepare('SELECT COUNT(*) AS n FROM deposits WHERE utr_number = ?')
      .bind(utr)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);
});
