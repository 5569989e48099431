/**
 * Receipts laid out to mislead, and a picture too large to read (docs/rules.md, Reading the UTR
 * from a screenshot; Proof files), read by the real page in Chromium: a table whose header row
 * reads 'UTR | Order ID' over two columns, '₹… paid via UPI' over a phone number with its country
 * code, an account and a customer number of 12 digits on a plain receipt, and a refund reference
 * beside the original. None may be offered a wrong UTR. Receipts of failed, declined and reversed
 * payments, one of each layout of harness/receipts/failed.ts, are offered nothing and say why. A 16,000 × 16,000 PNG of a few hundred KB
 * says it is too large to read, holds no main-thread task long, starts no OCR thread, and the payer
 * still types a UTR and submits it with that picture as the proof.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { corpusDrawer, type CorpusReceipt } from '../../harness/receipts/corpus.ts';
import { trickyReceipt, type TrickyKind } from '../../harness/receipts/tricky.ts';
import { FAILED_KINDS, failedReceipt } from '../../harness/receipts/failed.ts';
import { describeScored, readAll } from '../../harness/receipts/score.ts';
import { seeded } from '../../harness/receipts/values.ts';
import { chooseFirstCard, submitUtr, waitForDone } from './steps.ts';
import { expectNeitherDrawnNorRead, offeredUtrs, pasteImage, pasteUndecodable, waitForReading } from './ocr-steps.ts';
import { newUtr } from './deposits.ts';

let e2e: E2E;
beforeAll(async () => {
  // A browser of its own: this file traces it (harness/renderer-probe.ts).
  e2e = await startE2E({}, { own: true });
});
afterAll(() => e2e?.close());

/** One receipt of `kind`; `variant` picks which (for the account receipt, 1 is the one without a UTR). */
function receiptOf(kind: TrickyKind, variant = 1): CorpusReceipt & { decoys: string[] } {
  const receipt = trickyReceipt(kind, seeded(7), new Date(), variant);
  return { ...receipt, name: kind, misleading: true, failed: false, capture: 'screen', split: 'tuning' };
}

describe('receipts laid out to mislead: nothing wrong is offered', () => {
  it.each(['header-table', 'via-upi-phone', 'account-customer', 'refund'] as const)(
    '%s',
    async (kind) => {
      const receipt = receiptOf(kind);
      const drawer = corpusDrawer(e2e.browser);
      const { bytes, type } = await drawer.draw(receipt);
      await drawer.close();
      const { page, errors } = await e2e.open(await e2e.link());
      await chooseFirstCard(page);
      await pasteImage(page, bytes, 'receipt.png', type);
      await waitForReading(page, ['found', 'done'], 120_000);
      const offered = await offeredUtrs(page);
      console.log(`${kind}: shows ${receipt.utr || 'no UTR'}, offered ${offered.join(', ') || 'nothing'}`);
      // Only the receipt's own UTR, when a careful reader would offer it, may be offered.
      expect(offered.filter((utr) => utr !== receipt.offer)).toEqual([]);
      for (const decoy of receipt.decoys) expect(offered).not.toContain(decoy);
      expect(errors).toEqual([]);
    },
    180_000,
  );
});

describe('receipts of failed or reversed payments: nothing is offered, and the page says why', () => {
  it('one of each layout, on one page', async () => {
    const random = seeded(9);
    const receipts = FAILED_KINDS.map((kind, index): CorpusReceipt => {
      const receipt = failedReceipt(kind, random, new Date(), index);
      return {
        name: kind,
        utr: receipt.utr,
        offer: null,
        misleading: false,
        failed: true,
        capture: 'screen',
        split: 'held-out',
        html: receipt.html,
        printed: receipt.printed,
        width: 360,
      };
    });
    const { page, errors } = await e2e.open(await e2e.link());
    await chooseFirstCard(page);
    const results = await readAll(page, receipts);
    for (const result of results) console.log(describeScored(result));
    // A failed payment's reference is no UTR: nothing at all may be offered.
    expect(results.filter(({ offered }) => offered.length > 0).map(describeScored)).toEqual([]);
    // Where OCR reads the status, the page says why. The details screen's red 'Failed' badge is not
    // read at all: its 'Status' label alone is why nothing is offered there, and nothing is said.
    const read = results.filter(({ receipt }) => receipt.name !== 'status-row');
    expect(read.filter(({ failedNote }) => !failedNote).map(describeScored)).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});

/** A grey PNG of side × side pixels, all white: a few hundred KB that would be side² bytes and more decoded. */
function hugePng(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 255] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey
  const row = Buffer.alloc(side + 1, 255);
  row[0] = 0; // no filter
  const rows = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a 16,000 × 16,000 PNG', () => {
  it('is too large to read: the message, no long task, no OCR thread; the payer types the UTR and submits with it', async () => {
    const png = hugePng(16_000);
    console.log(`16,000 × 16,000 PNG: ${png.length.toLocaleString('en')} bytes`);
    const pasted = await pasteUndecodable(e2e, png, 'huge.png', 'image/png');
    const { page, errors, uploads, probe } = pasted;
    expect(await page.getByTestId('ocr-too-large').textContent()).toBe(
      'This image is too large to read: 16000 × 16000 pixels. Type the UTR from it; the image can still be sent as proof.',
    );
    const { longestTaskMs, longestTaskCpuMs, tasks, inside, memory } = probe;
    const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
    console.log(
      `from the paste to the message, ${tasks} main-thread tasks: the most CPU time in one ${longestTaskCpuMs.toFixed(1)} ms; ` +
        `the longest ${longestTaskMs.toFixed(1)} ms (${inside.join(', ')}); ` +
        (memory
          ? `renderer (page and workers) ${mb(memory.before)} before, peak ${mb(memory.peak)} (+${mb(memory.peak - memory.before)})`
          : 'renderer memory not measured (no /proc)'),
    );
    // Every task, from the trace (docs/rules.md, Proof files): nothing decodes the picture, for
    // reading or for a thumbnail, so no task comes near 50 ms. Its CPU time, as an idle machine
    // would run it: a task's wall time here also counts the waits for a core other suites cause.
    expect(longestTaskCpuMs).toBeLessThan(50);
    // Decoding it anywhere in the page's process would take 1 GB: the whole attach stays within 64 MB.
    if (memory) expect(memory.peak - memory.before).toBeLessThan(64 * 1_048_576);
    // The reader's chunk read the header; nothing of the engine was fetched: no OCR thread started.
    await expectNeitherDrawnNorRead(pasted);
    const utr = newUtr();
    await submitUtr(page, utr);
    await waitForDone(page);
    expect(uploads).toEqual([expect.any(Number)]);
    expect(uploads[0]).toBeGreaterThan(png.length);
    expect(errors).toEqual([]);
  }, 180_000);
});
