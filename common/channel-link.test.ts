// Option cards as links (common/channel-link.ts, docs/rules.md, Without JavaScript): what the hrefs
// carry, and that the page worker's flag parser reads back exactly the option a card names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelHref, linkedChannel, linkQuery, optionsHref, resubmitHref } from './channel-link.ts';
import type { Channel, ChannelGroup } from './channels.ts';
import { parseFlags } from './payer-link.ts';
import { bank1, bank2, bankGroup, flagsWith, upi1, upi2, upiGroup } from '../page/flow/state.fixture.ts';

const groups = [upiGroup, bankGroup];
/** The flags a followed href gives the page worker. */
const follow = (href: string) => parseFlags(new URLSearchParams(href.slice(href.indexOf('?') + 1)));

describe('linkQuery: what every link keeps of the page query', () => {
  it('is empty for a plain link', () => {
    expect(linkQuery(flagsWith(), null)).toBe('');
  });

  it('keeps test mode, bank transfer first and the judged redirect, written anew', () => {
    const query = linkQuery(flagsWith({ test: true, upiDefault: false }), 'https://shop.example/done?a=1&b=(2)');
    expect(query).toBe('test=1&upi_default=0&redirect_url=https%3A%2F%2Fshop.example%2Fdone%3Fa%3D1%26b%3D%282%29');
    const flags = follow(`?${query}`);
    expect(flags).toMatchObject({ test: true, upiDefault: false, redirectUrl: 'https://shop.example/done?a=1&b=(2)' });
  });

  it('drops the flags that skip step 1, so the way back reaches it', () => {
    const query = linkQuery(flagsWith({ resubmit: true, skipSelection: true, skipTrivialSelection: true }), null);
    expect(query).toBe('');
    expect(follow(optionsHref(query))).toMatchObject({
      resubmit: false,
      skipSelection: false,
      skipTrivialSelection: false,
    });
  });

  it('carries no channel: the way back is step 1', () => {
    const href = optionsHref(linkQuery(flagsWith({ channel: 'u1', test: true }), null));
    expect(href).toBe('?test=1');
    expect(follow(href).channel).toBeUndefined();
    expect(optionsHref('')).toBe('?');
  });
});

describe('channelHref', () => {
  it('names the option by its percent-encoded id after the kept query', () => {
    expect(channelHref('', upi1, groups)).toBe('?channel=u1');
    expect(channelHref('test=1', bank2, groups)).toBe('?test=1&channel=7');
    const odd: Channel = { channel_id: 'a b&c=d/é(1)', type: 'upi', upi_address: 'x@y' };
    expect(channelHref('', odd, [{ name: 'UPI', type: 'upi', options: [odd] }])).toBe(
      '?channel=a%20b%26c%3Dd%2F%C3%A9%281%29',
    );
  });

  it('adds the type only when an option of another type has the same id', () => {
    const upi: Channel = { channel_id: 1, type: 'upi', upi_address: 'one@okaxis' };
    const bank: Channel = { ...bank1, channel_id: '1' };
    const twins: ChannelGroup[] = [
      { name: 'UPI', type: 'upi', options: [upi] },
      { name: 'Bank', type: 'bank_transfer', options: [bank] },
    ];
    expect(channelHref('', upi, twins)).toBe('?channel=1&channel_type=upi');
    expect(channelHref('', bank, twins)).toBe('?channel=1&channel_type=bank_transfer');
    for (const channel of [upi, bank]) {
      const flags = follow(channelHref('', channel, twins));
      expect(linkedChannel(twins, flags.channel ?? '', flags.channelType)).toBe(channel);
    }
  });

  it('leads to step 1 when the id cannot be written in a URL (a lone surrogate)', () => {
    const broken: Channel = { channel_id: 'u\ud800', type: 'upi', upi_address: 'x@y' };
    expect(channelHref('test=1', broken, [{ name: 'UPI', type: 'upi', options: [broken] }])).toBe('?test=1');
  });

  it('is read back as exactly that option, whatever the id', () => {
    const id = fc.oneof(fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }), fc.integer());
    fc.assert(
      fc.property(id, fc.boolean(), (channelId, test) => {
        const channel: Channel = { channel_id: channelId, type: 'upi', upi_address: 'x@y' };
        const all: ChannelGroup[] = [{ name: 'UPI', type: 'upi', options: [upi2, channel] }];
        const href = channelHref(linkQuery(flagsWith({ test }), null), channel, all);
        // Nothing a server or a sender wrote reaches the markup unescaped.
        expect(href).toMatch(/^\?[A-Za-z0-9._~=&%-]*$/);
        const flags = follow(href);
        expect(flags.test).toBe(test);
        const found = linkedChannel(all, flags.channel ?? '', flags.channelType);
        expect(found === channel || String(found?.channel_id) === String(channelId)).toBe(true);
      }),
    );
  });
});

describe('resubmitHref', () => {
  it("is the option's link in resubmit mode, read back as both", () => {
    const href = resubmitHref('lang=en&test=1', bank2, groups);
    expect(href).toBe('?lang=en&test=1&channel=7&resubmit=1');
    expect(follow(href)).toMatchObject({ channel: '7', resubmit: true, test: true });
  });

  it('with no option to name, resubmit mode alone (the page then chooses the first option)', () => {
    expect(resubmitHref('lang=en', null, groups)).toBe('?lang=en&resubmit=1');
    expect(resubmitHref('', null, groups)).toBe('?resubmit=1');
    expect(follow(resubmitHref('', null, groups)).resubmit).toBe(true);
  });
});

describe('linkedChannel', () => {
  it('finds an option by its id as text, numbers included', () => {
    expect(linkedChannel(groups, 'u2', undefined)).toBe(upi2);
    expect(linkedChannel(groups, '7', undefined)).toBe(bank2);
  });

  it('finds nothing for an unknown id, or the right id with the wrong type', () => {
    expect(linkedChannel(groups, 'nope', undefined)).toBeNull();
    expect(linkedChannel(groups, 'u1', 'bank_transfer')).toBeNull();
    expect(linkedChannel(groups, ' u1', undefined)).toBeNull();
  });
});
