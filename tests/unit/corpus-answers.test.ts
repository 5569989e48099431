/**
 * The answer corpora (tests/corpus/*.jsonl) through the pure rules the page
 * applies to them, read the way the client reads a body (an empty or non-JSON
 * body is null): channels.jsonl through parseChannels and the display order,
 * submit-answers.jsonl through submitOutcome, upload-answers.jsonl through
 * parseUploadSlot. The worker and end-to-end corpus tests run the same lines
 * through the real page.
 */
import { describe, expect, it } from 'vitest';
import { answerText, corpus, title, type Answer, type SubmitExpect } from '../corpus/corpus.ts';
import { orderGroups, parseChannels } from '../../common/channels.ts';
import { parseFlags } from '../../common/payer-link.ts';
import { isFailedStatus, submitOutcome } from '../../client/flow/outcome.ts';
import { parseUploadSlot } from '../../client/effects/upload.ts';

const SANDBOX = 'http://127.0.0.1:8788';
const PAGE = 'http://127.0.0.1:8787';
const values = { SANDBOX, PAGE };

/** Status and body as client/effects/api.ts reads them: text decoded as fetch does (BOM dropped), then JSON or null. */
async function received(answer: Answer): Promise<{ status: number; body: unknown }> {
  if (answer.abort) return { status: 0, body: null };
  const text = await new Response(answerText(answer, values)).text();
  if (text.length === 0) return { status: answer.status, body: null };
  try {
    return { status: answer.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: answer.status, body: null };
  }
}

describe('channels.jsonl through parseChannels', () => {
  it.each(corpus.channels.map((item) => [title(item), item] as const))('%s', async (_title, item) => {
    const { status, body } = await received(item.answer);
    const channels = isFailedStatus(status) ? null : parseChannels(body);
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
          expect(['channel_id', 'type', 'upi_address', 'bank_name', 'bank_account_number', 'bank_ifsc_code']).toContain(key);
          expect(['string', 'number']).toContain(typeof value);
        }
      }
    }
  });
});

function expectOutcome(expected: SubmitExpect, outcome: ReturnType<typeof submitOutcome>): void {
  if (expected.kind === 'done') expect(outcome).toEqual({ kind: 'accepted' });
  else if (expected.kind === 'error') expect(outcome).toEqual({ kind: 'failed' });
  else expect(outcome).toMatchObject({ kind: 'rejected', toast: { kind: 'error', message: expected.message } });
}

describe('submit-answers.jsonl through submitOutcome', () => {
  it.each(corpus.submitAnswers.map((item) => [title(item), item] as const))('%s', async (_title, item) => {
    const { status, body } = await received(item.answer);
    expectOutcome(item.expect, submitOutcome(status, body));
  });
});

describe('upload-answers.jsonl through parseUploadSlot', () => {
  it.each(corpus.uploadAnswers.map((item) => [title(item), item] as const))('%s', async (_title, item) => {
    const { status, body } = await received(item.slot);
    const slot = parseUploadSlot(status, body, [SANDBOX]);
    // A line gives the upload's answer exactly when the page may post there.
    expect(slot !== null).toBe(item.upload !== undefined);
    if (slot) expect(new URL(slot.uploadUrl).origin).toBe(SANDBOX);
    const uploaded = item.upload !== undefined && !item.upload.abort && item.upload.status >= 200 && item.upload.status < 300;
    expect(item.expect.kind).toBe(uploaded ? 'done' : 'toast');
    if (item.expect.kind === 'toast') expect(item.expect.message).toBe('Error uploading file');
  });
});
