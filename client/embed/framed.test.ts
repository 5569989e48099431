// The page inside a merchant's frame (client/embed/framed.ts; docs/embedding.md, 'Who hears them'
// and 'Events'): who it believes embeds it, and which events the flow's states become.
import { describe, expect, it } from 'vitest';
import { createReporter, embedderOf } from './framed.ts';
import { isEmbedMessage, type EmbedMessage } from '../../common/embed-events.ts';
import { initialState, reduce, type Action, type FlowState } from '../../page/flow/state.ts';
import { flagsWith, loaded } from '../../page/flow/state.fixture.ts';

const SHOP = 'https://shop.example';
const EMBEDDERS = [SHOP, 'http://localhost:8790'];
const claim = (origin: string) => `#embed=${encodeURIComponent(origin)}`;

describe('embedderOf', () => {
  it('believes a claim the allowed list names, with no ancestorOrigins (Firefox before 148)', () => {
    expect(embedderOf(claim(SHOP), EMBEDDERS, undefined)).toBe(SHOP);
    expect(embedderOf(claim('http://localhost:8790'), EMBEDDERS, undefined)).toBe('http://localhost:8790');
  });

  it('believes it when the parent in ancestorOrigins is that origin, or masked as null (a no-referrer frame)', () => {
    expect(embedderOf(claim(SHOP), EMBEDDERS, [SHOP, 'https://other.example'])).toBe(SHOP);
    expect(embedderOf(claim(SHOP), EMBEDDERS, ['null'])).toBe(SHOP);
  });

  it('is not sure, and names nobody, when the parent is another origin', () => {
    expect(embedderOf(claim(SHOP), EMBEDDERS, ['http://localhost:8790'])).toBeNull();
    expect(embedderOf(claim(SHOP), EMBEDDERS, ['https://evil.example', SHOP])).toBeNull();
  });

  it('is not sure without a claim, with a claim the list does not name, or with a malformed one', () => {
    for (const hash of [
      '',
      '#',
      '#embed=',
      claim('https://evil.example'),
      claim(`${SHOP}/`),
      claim('HTTPS://SHOP.EXAMPLE'),
      '#embed=%E0%A4%A',
      `${claim(SHOP)}&embed=${encodeURIComponent('https://evil.example')}`,
      `#x=1&embed=${encodeURIComponent(SHOP)}`,
    ]) {
      expect(embedderOf(hash, EMBEDDERS, undefined), hash).toBeNull();
    }
    expect(embedderOf(claim(SHOP), [], undefined)).toBeNull();
  });
});

/** The events a run of actions posts, from the state `start`, every one checked against the contract. */
function eventsOf(start: FlowState, actions: Action[], redirectUrl: string | null = null): EmbedMessage[] {
  const posted: EmbedMessage[] = [];
  const reporter = createReporter((message) => {
    expect(isEmbedMessage(message)).toBe(true);
    posted.push(message);
  }, redirectUrl);
  let state = start;
  reporter.report(state);
  for (const action of actions) {
    state = reduce(state, action);
    reporter.report(state);
  }
  return posted;
}

const envelope = { source: 'payment-page', version: 1 } as const;

/** A page the server filled, hydrated, with saved progress read and nothing restored. */
const shown = (): FlowState => reduce(loaded(), { type: 'progressRestored', saved: null });

/** A payment from step 1 to All Done, through the bot check. */
const PAYMENT: Action[] = [
  { type: 'channelChosen', channelId: 'u1' },
  { type: 'submitStarted', utr: '123456789012' },
  { type: 'botCheckSolved' },
  { type: 'submitAccepted' },
];

describe('createReporter', () => {
  it('posts ready, step 2, submitted and done in that order, each once, for a payment', () => {
    expect(eventsOf(shown(), PAYMENT, 'https://shop.example/thanks')).toEqual([
      { ...envelope, type: 'ready', step: 1 },
      { ...envelope, type: 'step', step: 2 },
      { ...envelope, type: 'submitted' },
      { ...envelope, type: 'done', redirect_url: 'https://shop.example/thanks' },
    ]);
  });

  it('carries no UTR, nor anything else typed, in any event', () => {
    const text = JSON.stringify(eventsOf(shown(), PAYMENT));
    expect(text).not.toContain('123456789012');
    expect(text).not.toContain('first@okaxis');
  });

  it('posts nothing while loading, then ready once the page shows', () => {
    const start = initialState(flagsWith());
    expect(eventsOf(start, [])).toEqual([]);
    const channels = loaded();
    expect(
      eventsOf(start, [
        {
          type: 'channelsLoaded',
          channels: { amount: channels.amount, groups: channels.groups },
          saved: null,
          read: true,
        },
      ]),
    ).toEqual([{ ...envelope, type: 'ready', step: 1 }]);
  });

  it('waits for saved progress to be read, then says ready on the step the restore settled on', () => {
    expect(eventsOf(loaded(), [])).toEqual([]);
    expect(eventsOf(loaded(), [{ type: 'progressRestored', saved: null }])).toEqual([
      { ...envelope, type: 'ready', step: 1 },
    ]);
    // Read from storage after hydration: the payer had chosen u1 and typed a UTR.
    expect(eventsOf(loaded(), [{ type: 'progressRestored', saved: { channelId: 'u1', utr: '123456789012' } }])).toEqual(
      [{ ...envelope, type: 'ready', step: 2 }],
    );
  });

  it('a paid link opened again says ready on step 3 and done once, never step 1 first', () => {
    expect(eventsOf(loaded(), [{ type: 'progressRestored', saved: { channelId: 'u1', utr: '', done: true } }])).toEqual(
      [
        { ...envelope, type: 'ready', step: 3 },
        { ...envelope, type: 'done', redirect_url: null },
      ],
    );
  });

  it('posts step 1 when the payer goes back, and nothing for a state that did not change step', () => {
    const events = eventsOf(shown(), [
      { type: 'channelChosen', channelId: 'u1' },
      { type: 'back' },
      { type: 'channelChosen', channelId: 'u2' },
    ]);
    expect(events.map((event) => [event.type, 'step' in event ? event.step : null])).toEqual([
      ['ready', 1],
      ['step', 2],
      ['step', 1],
      ['step', 2],
    ]);
  });

  it('a page restored onto All Done posts ready on step 3 and done, but no submitted: nothing was submitted now', () => {
    const restored = reduce(initialState(flagsWith()), {
      type: 'channelsLoaded',
      channels: { amount: loaded().amount, groups: loaded().groups },
      saved: { channelId: 'u1', utr: '123456789012', done: true },
    });
    expect(eventsOf(restored, [])).toEqual([
      { ...envelope, type: 'ready', step: 3 },
      { ...envelope, type: 'done', redirect_url: null },
    ]);
  });

  it('posts error when the error screen shows, once', () => {
    expect(eventsOf(initialState(flagsWith(), 'invalid-link'), [])).toEqual([
      { ...envelope, type: 'error', reason: 'invalid' },
    ]);
    expect(
      eventsOf(shown(), [
        { type: 'failed', error: 'chunk' },
        { type: 'failed', error: 'call' },
      ]),
    ).toEqual([
      { ...envelope, type: 'ready', step: 1 },
      { ...envelope, type: 'error', reason: 'unavailable' },
    ]);
  });

  it("names the reason of a refused link from its token's exp: expired, or invalid (./error-reason.ts)", () => {
    const claims = (exp: number) => btoa(JSON.stringify({ exp })).replace(/=+$/, '');
    const refused = initialState(flagsWith(), 'unauthorized');
    const posted = (token: string, now: number) => {
      const messages: EmbedMessage[] = [];
      createReporter(
        (message) => messages.push(message),
        null,
        token,
        () => now,
      ).report(refused);
      return messages;
    };
    expect(posted(`h.${claims(1000)}.s`, 1_000_001)).toEqual([{ ...envelope, type: 'error', reason: 'expired' }]);
    expect(posted(`h.${claims(1000)}.s`, 999_000)).toEqual([{ ...envelope, type: 'error', reason: 'invalid' }]);
  });
});
