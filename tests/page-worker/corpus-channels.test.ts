/**
 * The get-channels corpus (tests/corpus/channels.jsonl) on the edge path: the
 * page worker prefetches through a stub PAYMENT_WORKER binding answering each line,
 * and its first HTML must be the screen the line names, with every server text
 * rendered as text and nothing that could run.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerText, corpus, title, type Answer } from '../corpus/corpus.ts';
import { cardCount, markupProblems, rootOf, screenOfHtml, textOf } from '../corpus/markup.ts';
import { bootJson, callWorker } from './helpers.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBfaWQiOiJkZW1vIn0.c2lnbmF0dXJl';

/** Statuses whose responses cannot carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

function stub(answer: Answer) {
  const calls: string[] = [];
  return {
    calls,
    binding: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(new Request(input, init).url);
        const text = answerText(answer);
        return new Response(NULL_BODY.has(answer.status) ? null : text, {
          status: answer.status,
          headers: { 'Content-Type': answer.contentType ?? 'application/json' },
        });
      },
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('channels.jsonl on the edge path', () => {
  it.each(corpus.channels.map((item) => [title(item), item] as const))('%s', async (_title, item) => {
    const error = vi.spyOn(console, 'error');
    const { binding, calls } = stub(item.answer);
    const path = `/demo/${TOKEN}${item.query ? `?${item.query}` : ''}`;
    const response = await callWorker(path, { EDGE_PREFETCH: 'on', PAYMENT_WORKER: binding });
    expect(calls).toHaveLength(1);
    // Whatever the payment worker says, the page itself answers 200: a refusal is the error screen with Try again.
    expect(response.status).toBe(200);
    expect(error).not.toHaveBeenCalled();
    const html = await response.text();
    expect(markupProblems(html)).toEqual([]);
    expect(screenOfHtml(html)).toBe(item.expect);

    const boot = bootJson(html);
    if (item.expect === 'error') {
      // A 401 is the payment worker refusing the link itself (docs/rules.md, Failed calls).
      expect(boot.error).toBe(item.answer.status === 401 ? 'unauthorized' : 'load');
      expect(boot.channels).toBeNull();
      return;
    }
    expect(boot.error).toBeNull();
    expect(boot.channels).not.toBeNull();
    if (item.cards !== undefined) expect(cardCount(html)).toBe(item.cards);
    const text = textOf(rootOf(html));
    for (const shown of item.shows) expect(text).toContain(shown);
  });
});
