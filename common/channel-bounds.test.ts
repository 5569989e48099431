// What makes a whole get-channels answer unusable (docs/rules.md, Channels answer): too many groups or options,
// a field over its length limit, two options with one channel_id. Each limit at the limit, then one over.
import { describe, expect, it } from 'vitest';
import { CHANNEL_LIMITS, FIELD_LIMITS } from './channel-bounds.ts';
import { parseChannels } from './channels-answer.ts';

const upi = (id: string | number, address = `payee${id}@okaxis`) => ({
  channel_id: id,
  type: 'upi',
  upi_address: address,
});
const bank = (id: string | number, fields: Record<string, unknown> = {}) => ({
  channel_id: id,
  type: 'bank_transfer',
  bank_name: 'ICICI Bank',
  bank_account_number: '000405012345',
  bank_ifsc_code: 'ICIC0000004',
  ...fields,
});
const group = (type: string, options: unknown[], name = type) => ({ name, type, options });
const answer = (...groups: unknown[]) => ({ amount: 150_050, channel_types: groups });
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('the numbers', () => {
  it('are far above what a merchant offers, and documented in docs/rules.md', () => {
    expect(CHANNEL_LIMITS).toEqual({ groups: 20, optionsPerGroup: 100, options: 200 });
    expect(FIELD_LIMITS).toEqual({
      name: 256,
      type: 64,
      channel_id: 64,
      upi_address: 256,
      bank_name: 256,
      bank_account_number: 64,
      bank_ifsc_code: 64,
    });
  });
});

describe('counts, as sent', () => {
  it(`accepts ${CHANNEL_LIMITS.groups} groups and refuses ${CHANNEL_LIMITS.groups + 1}`, () => {
    const groups = (count: number) =>
      Array.from({ length: count }, (_, i) => group(`type-${i}`, [{ channel_id: `t${i}` }]));
    expect(parseChannels(answer(...groups(CHANNEL_LIMITS.groups)))?.groups).toHaveLength(CHANNEL_LIMITS.groups);
    expect(parseChannels(answer(...groups(CHANNEL_LIMITS.groups + 1)))).toBeNull();
  });

  it(`accepts ${CHANNEL_LIMITS.optionsPerGroup} options in a group and refuses ${CHANNEL_LIMITS.optionsPerGroup + 1}`, () => {
    const options = (count: number) => ids('u', count).map((id) => upi(id));
    expect(
      parseChannels(answer(group('upi', options(CHANNEL_LIMITS.optionsPerGroup))))?.groups[0]?.options,
    ).toHaveLength(100);
    expect(parseChannels(answer(group('upi', options(CHANNEL_LIMITS.optionsPerGroup + 1))))).toBeNull();
  });

  it(`accepts ${CHANNEL_LIMITS.options} options in all and refuses ${CHANNEL_LIMITS.options + 1}`, () => {
    const full = [
      group(
        'upi',
        ids('u', 100).map((id) => upi(id)),
      ),
      group(
        'bank_transfer',
        ids('b', 100).map((id) => bank(id)),
      ),
    ];
    expect(parseChannels(answer(...full))?.groups).toHaveLength(2);
    expect(parseChannels(answer(...full, group('wallet', [{ channel_id: 'w' }])))).toBeNull();
  });

  it('counts options the page would drop: the limit is on what the payment worker sends', () => {
    const junk = Array.from({ length: CHANNEL_LIMITS.optionsPerGroup }, () => null);
    expect(parseChannels(answer(group('upi', [upi('u1'), ...junk])))).toBeNull();
  });
});

describe('field lengths, in UTF-16 units as sent, before trimming', () => {
  const long = (length: number) => 'x'.repeat(length);

  it.each([
    ['bank_name', (text: string) => answer(group('bank_transfer', [bank('b1', { bank_name: text })]))],
    ['channel_id', (text: string) => answer(group('upi', [upi(text)]))],
    ['group name', (text: string) => answer(group('upi', [upi('u1')], text))],
    ['group type', (text: string) => answer(group(text, [{ channel_id: 'c1' }]))],
    ['option type', (text: string) => answer(group('upi', [upi('u1'), { channel_id: 'c1', type: text }]))],
  ] as const)('%s: at its limit it is kept whole, one over refuses the whole answer', (field, build) => {
    const key = field === 'group name' ? 'name' : field === 'group type' || field === 'option type' ? 'type' : field;
    const limit = FIELD_LIMITS[key];
    expect(parseChannels(build(long(limit)))).not.toBeNull();
    expect(parseChannels(build(long(limit + 1)))).toBeNull();
  });

  // These fields have shapes far shorter than their limits (docs/rules.md, Channels answer): at the
  // limit only the option is dropped (a good one beside it is kept); one over still refuses the whole answer.
  it.each([
    ['upi_address', (text: string) => answer(group('upi', [upi('u0'), upi('u1', `${text.slice(7)}@okaxis`)]))],
    [
      'bank_account_number',
      (text: string) => answer(group('bank_transfer', [bank('b0'), bank('b1', { bank_account_number: text })])),
    ],
    [
      'bank_ifsc_code',
      (text: string) => answer(group('bank_transfer', [bank('b0'), bank('b1', { bank_ifsc_code: text })])),
    ],
  ] as const)('%s: at its limit the option is dropped, one over refuses the whole answer', (field, build) => {
    const limit = FIELD_LIMITS[field];
    expect(parseChannels(build(long(limit)))?.groups[0]?.options).toHaveLength(1);
    expect(parseChannels(build(long(limit + 1)))).toBeNull();
  });

  it('keeps the longest account number whole: never cut short (a truncated account number is a wrong account)', () => {
    const number = '1'.repeat(24);
    const parsed = parseChannels(answer(group('bank_transfer', [bank('b1', { bank_account_number: number })])));
    expect(parsed?.groups[0]?.options[0]).toMatchObject({ bank_account_number: number });
  });

  it('refuses a too-long field even in an option the page would drop', () => {
    const unusable = bank('b2', { bank_ifsc_code: undefined, bank_account_number: long(1000) });
    expect(parseChannels(answer(group('bank_transfer', [bank('b1'), unusable])))).toBeNull();
  });

  it('ignores fields the page never reads, however long', () => {
    expect(parseChannels(answer(group('upi', [{ ...upi('u1'), note: long(10_000) }])))).not.toBeNull();
  });
});

describe('duplicate channel ids (submit-deposit carries only the id)', () => {
  it.each([
    ['a UPI and a bank option with one id', [group('upi', [upi('same')]), group('bank_transfer', [bank('same')])]],
    ['two options of one group', [group('upi', [upi('same'), upi('same', 'other@okaxis')])]],
    ['the number 7 and the text "7"', [group('upi', [upi(7)]), group('bank_transfer', [bank('7')])]],
    [
      'an id shared with an option the page would drop',
      [group('bank_transfer', [bank('b1'), bank('b1', { bank_ifsc_code: '' })])],
    ],
  ])('refuse the whole answer: %s', (_case, groups) => {
    expect(parseChannels(answer(...groups))).toBeNull();
  });

  it('distinct ids are fine, including 0 and -1', () => {
    const groups = [group('upi', [upi(0), upi(-1), upi('u1')]), group('bank_transfer', [bank('b1'), bank(7)])];
    expect(parseChannels(answer(...groups))?.groups.flatMap((g) => g.options.map((o) => o.channel_id))).toEqual([
      0,
      -1,
      'u1',
      'b1',
      7,
    ]);
  });
});
