// The card links' rule in the reducer (page/flow/state.ts, docs/rules.md, Without JavaScript): a
// `channel` in the URL chooses that option on load, beside the other flags; saved progress still wins.
import { describe, expect, it } from 'vitest';
import { bootState } from '../boot.ts';
import type { ChannelGroup } from '../../common/channels.ts';
import { bank1, bank2, channelsOf, flagsWith, loaded, upi1, upi2 } from './state.fixture.ts';

describe('a channel chosen by link', () => {
  it('opens step 2 with that option, not advancing (nothing moved: this is the first paint)', () => {
    const state = loaded({ channel: 'u2' });
    expect(state.step).toBe(2);
    expect(state.channel).toEqual(upi2);
    expect(state.selectedType).toBe('upi');
    expect(state.advancing).toBe(false);
    expect(state.resubmit).toBe(false);
  });

  it('finds a numeric id from its text', () => {
    expect(loaded({ channel: '7' }).channel).toEqual(bank2);
  });

  it.each([
    ['an unknown id', 'nope'],
    ['an id in another case', 'U1'],
    ['an id with a space', 'u1 '],
  ])('stays on step 1 for %s', (_name, channel) => {
    const state = loaded({ channel });
    expect(state.step).toBe(1);
    expect(state.channel).toBeNull();
    expect(state.phase).toBe('ready');
  });

  it('an unknown id leaves the automatic choice of the skip flags as it was', () => {
    expect(loaded({ channel: 'nope', skipSelection: true }).channel).toEqual(upi1);
  });

  it('beats the automatic choice of skip_selection and resubmit, and keeps resubmit mode', () => {
    expect(loaded({ channel: 'b1', skipSelection: true }).channel).toEqual(bank1);
    const resubmit = loaded({ channel: 'b1', resubmit: true });
    expect(resubmit.channel).toEqual(bank1);
    expect(resubmit.resubmit).toBe(true);
  });

  it('keeps the display order of upi_default', () => {
    const state = loaded({ channel: 'u1', upiDefault: false });
    expect(state.groups[0]?.type).toBe('bank_transfer');
    expect(state.channel).toEqual(upi1);
    expect(state.selectedType).toBe('upi');
  });

  it('tells options apart by type when their ids repeat across groups', () => {
    const twins: ChannelGroup[] = [
      { name: 'UPI', type: 'upi', options: [{ ...upi1, channel_id: 1 }] },
      { name: 'Bank', type: 'bank_transfer', options: [{ ...bank1, channel_id: 1 }] },
    ];
    expect(loaded({ channel: '1', channelType: 'bank_transfer' }, twins).channel?.type).toBe('bank_transfer');
    expect(loaded({ channel: '1', channelType: 'upi' }, twins).channel?.type).toBe('upi');
    // Without a type, the first in display order.
    expect(loaded({ channel: '1' }, twins).channel?.type).toBe('upi');
    expect(loaded({ channel: '1', channelType: 'wallet' }, twins).step).toBe(1);
  });

  it('gives way to saved progress (docs/rules.md, Saved progress)', () => {
    expect(loaded({ channel: 'u2' }, undefined, { channelId: 'b1', utr: '' }).channel).toEqual(bank1);
    expect(loaded({ channel: 'u2' }, undefined, { channelId: null, utr: 'X' }).channel).toEqual(upi2);
  });

  it('is the same first state on both sides (bootState)', () => {
    const flags = flagsWith({ channel: 'b1' });
    const state = bootState({
      error: null,
      link: { appId: 'a', authToken: 'a.b.c' },
      flags,
      config: null,
      channels: channelsOf(),
    });
    expect(state).toEqual(loaded({ channel: 'b1' }));
    expect(state.step).toBe(2);
  });
});
