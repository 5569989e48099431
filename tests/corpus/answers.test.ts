/**
 * The answer corpora (tests/corpus/*.jsonl) through the pure rules the page
 * applies to them, read the way the client reads a body (an empty or non-JSON
 * body is null): channels.jsonl through readChannels and the display order,
 * submit-answers.jsonl through readSubmitOutcome and submitOutcome,
 * upload-answers.jsonl through readUploadSlot. The page worker's and the end-to-end corpus tests run the same
 * lines through the real page.
 */
import { describe, expect, it } from 'vitest';
import { answerText, corpus, title, type Answer, type SubmitExpect } from './corpus.ts';
import { orderGroups } from '../../common/channels.ts';
import { parseFlags } from '../../common/payer-link.ts';
import { readSubmitOutcome, readUploadSlot } from '../../common/payment-answers.ts';
import { readChannels } from '../../common/channels-answer.ts';
import { readBody } from '../../common/payment-api.ts';
import { submitOutcome } from '../../page/flow/outcome.ts';
import { en } from '../../page/i18n/en.ts';
import { toastText } from '../../page/toasts.ts';

const SANDBOX = 'http://127.0.0.1:8788';
const PAGE = 'http://127.0.0.1:8787';
const values = { SANDBOX, PAGE };

/**
 * Status and body as both sides read them (readBody in common/payment-api.ts): text decoded as fetch does (BOM dropped),
 * then JSON or null; an answer over the byte cap is a failed call, status 0, as in client/payment-worker/api.ts.
 */
async function received(answer: Answer): Promise<{ status: number; body: unknown }> {
  if (answer.abort) return { status: 0, body: null };
  try {
    return { status: answer.status, body: await readBody(new Response(answerText(answer, values))) };
  } catch {
    return { status: 0, body: null };
  }
}

describe('channels.jsonl through readChannels', () => {
  it.each(corpus.channels.map((item) => [title(item), item] as const))('%s', async (_title, item) => {
    const { status, body } = await received(item.answer);
    const channels = readChannels(status, body);
    if (item.expect === 'error') {
      expect(channels).toBeNull();
      return;
    }
    expect(channels).not.toBeNull();
    const flags = parseFlags(new URLSearchParams(item.query));
    const first = orderGroups(channels?.groups ?? [], flags.upiDefault)[0];
    if (item.cards !== undefined) expect(first?.options).toHaveLength(item.cards);
    // Whatever the server sent, only the fields the page needs survive, all of them strings.
    for (const group of channels?.groups ?? []) {
      expect(typeof group.name).toBe('string');
      for (const option of group.options) {
        for (const [key, value] of Object.entries(option)) {
          expect(['channel_id', 'type', 'upi_address', 'bank_name', 'bank_account_number', 'bank_ifsc_code']).toContain(
            key,
          );
          expect(['string', 'number']).toContain(typeof value);
        }
      }
    }
  });
});

function expectOutcome(expected: SubmitExpect, outcome: ReturnType<typeof submitOutcome>): void {
  if (expected.kind === 'done') expect(outcome).toEqual({ kind: 'accepted' });
  else if (expected.kind === 'error') expect(outcome).toEqual({ kind: 'failed' });
  else {
    expect(outcome).toMatchObject({ kind: 'rejected', toast: { kind: 'error' } });
    // The words an English page shows.
    if (outcome.kind === 'rejected') expect(toastText(en, outcome.toast.message)).toBe(expected.message);
  }
}

describe('submit-answers.jsonl through submitOutcome', () => {
  it.each(corpus.submitAnswers.map((item) => [title(item), item] as const))('%s', async (_title, item) => {
    const { status, body } = await received(item.answer);
    expectOutcome(item.expect, submitOutcome(readSubmitOutcome(status, body)));
  });
});

describe('upload-answers.jsonl through readUploadSlot', () => {
  it.each(corpus.uploadAnswers.map((item) => [title(item), item] as const))('%s', async (_title, item) => {
    const { status, body } = await received(item.slot);
    const slot = readUploadSlot(status, body, [SANDBOX]);
    // A line gives the upload's answer exactly when the page may post there.
    expect(slot !== null).toBe(item.upload !== undefined);
    if (slot) expect(new URL(slot.uploadUrl).origin).toBe(SANDBOX);
    const uploaded =
      item.upload !== undefined && !item.upload.abort && item.upload.status >= 200 && item.upload.status < 300;
    expect(item.expect.kind).toBe(uploaded ? 'done' : 'toast');
    if (item.expect.kind === 'toast') expect(item.expect.message).toBe('Error uploading file');
  });
});
