// The get-channels answer check and group order (docs/rules.md, Channels answer and Query flags).
import { describe, expect, it } from 'vitest';
import { parseChannels } from './channels-answer.ts';
import { isBank, isUpi, orderGroups, type ChannelGroup } from './channels.ts';
import { upiLink } from './upi.ts';

const upiGroup = { name: 'UPI', type: 'upi', options: [{ channel_id: 1, type: 'upi', upi_address: 'acme@okaxis' }] };
const bankGroup = {
  name: 'Bank transfer',
  type: 'bank_transfer',
  options: [
    {
      channel_id: 'b1',
      type: 'bank_transfer',
      bank_name: 'HDFC',
      bank_account_number: '50100012345678',
      bank_ifsc_code: 'HDFC0000001',
    },
  ],
};
const body = (changes: Record<string, unknown> = {}) => ({
  amount: 150050,
  channel_types: [upiGroup, bankGroup],
  ...changes,
});

describe('parseChannels: the whole answer', () => {
  it('accepts a well-formed answer as it is', () => {
    expect(parseChannels(body())).toEqual({ amount: 150050, groups: [upiGroup, bankGroup] });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '{"amount":1}'],
    ['a number', 42],
    ['an array', [upiGroup]],
    ['missing channel_types', { amount: 150050 }],
    ['empty channel_types', body({ channel_types: [] })],
    ['channel_types an object', body({ channel_types: { 0: upiGroup } })],
    ['channel_types a string', body({ channel_types: 'upi' })],
    ['channel_types null', body({ channel_types: null })],
    ['missing amount', { channel_types: [upiGroup] }],
    ['amount 0', body({ amount: 0 })],
    ['negative amount', body({ amount: -100 })],
    ['fractional amount', body({ amount: 100.5 })],
    ['amount as a string', body({ amount: '150050' })],
    ['amount NaN', body({ amount: Number.NaN })],
    ['amount Infinity', body({ amount: Infinity })],
    ['amount beyond the safe integers', body({ amount: Number.MAX_SAFE_INTEGER + 1 })],
    ['amount null', body({ amount: null })],
    ['no usable group at all', body({ channel_types: [{ type: 'upi', options: [{ channel_id: 1, type: 'upi' }] }] })],
  ])('is null for %s', (_case, answer) => {
    expect(parseChannels(answer)).toBeNull();
  });

  it('accepts the largest safe amount', () => {
    expect(parseChannels(body({ amount: Number.MAX_SAFE_INTEGER }))?.amount).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('parseChannels: options and groups', () => {
  const onlyGroup = (group: unknown) => parseChannels(body({ channel_types: [group] }))?.groups;
  const upiWith = (...options: unknown[]) => onlyGroup({ name: 'UPI', type: 'upi', options });

  it.each([
    ['not an object', 'acme@okaxis'],
    ['null', null],
    ['without channel_id', { type: 'upi', upi_address: 'acme@okaxis' }],
    ['with an empty channel_id', { channel_id: '', type: 'upi', upi_address: 'acme@okaxis' }],
    ['with a fractional channel_id', { channel_id: 1.5, type: 'upi', upi_address: 'acme@okaxis' }],
    ['with a boolean channel_id', { channel_id: true, type: 'upi', upi_address: 'acme@okaxis' }],
    ['without an address', { channel_id: 2, type: 'upi' }],
    ['with a blank address', { channel_id: 2, type: 'upi', upi_address: '   ' }],
    ['with a numeric address', { channel_id: 2, type: 'upi', upi_address: 12345 }],
    ['with an address that cannot be put in a link', { channel_id: 2, type: 'upi', upi_address: 'acme\ud800@okaxis' }],
    [
      'of another type than its group',
      { channel_id: 2, type: 'bank_transfer', bank_name: 'X', bank_account_number: '1', bank_ifsc_code: 'I' },
    ],
  ])('drops a UPI option %s and keeps the usable one', (_case, option) => {
    expect(upiWith(option, upiGroup.options[0])).toEqual([upiGroup]);
  });

  it('an address with a lone surrogate really cannot be put in a UPI link', () => {
    expect(() => upiLink({ upi_address: 'acme\ud800@okaxis' }, 100)).toThrow(URIError);
  });

  it.each(['bank_name', 'bank_account_number', 'bank_ifsc_code'])('drops a bank option without %s', (field) => {
    const { [field]: _dropped, ...option }: Record<string, unknown> = { ...bankGroup.options[0], channel_id: 'b2' };
    expect(onlyGroup({ ...bankGroup, options: [option, ...bankGroup.options] })).toEqual([bankGroup]);
  });

  it('trims text fields and lets an option inherit its group type', () => {
    const groups = onlyGroup({
      name: '  Bank  ',
      type: 'bank_transfer',
      options: [
        {
          channel_id: 7,
          bank_name: ' HDFC ',
          bank_account_number: ' 50100012345678 ',
          bank_ifsc_code: ' HDFC0000001 ',
        },
      ],
    });
    expect(groups).toEqual([
      {
        name: 'Bank',
        type: 'bank_transfer',
        options: [
          {
            channel_id: 7,
            type: 'bank_transfer',
            bank_name: 'HDFC',
            bank_account_number: '50100012345678',
            bank_ifsc_code: 'HDFC0000001',
          },
        ],
      },
    ]);
    expect(upiWith({ channel_id: 3, upi_address: ' a@ybl ' })?.[0]?.options).toEqual([
      { channel_id: 3, type: 'upi', upi_address: 'a@ybl' },
    ]);
  });

  it('keeps only the fields the page needs', () => {
    const option = { channel_id: 1, type: 'upi', upi_address: 'a@ybl', html: '<img src=x onerror=alert(1)>', extra: 1 };
    expect(upiWith(option)?.[0]?.options).toEqual([{ channel_id: 1, type: 'upi', upi_address: 'a@ybl' }]);
  });

  it('keeps options of unknown types with their id and type only', () => {
    const groups = onlyGroup({
      name: 'Card',
      type: 'card',
      options: [{ channel_id: 'c', type: 'card', number: '4111' }],
    });
    expect(groups).toEqual([{ name: 'Card', type: 'card', options: [{ channel_id: 'c', type: 'card' }] }]);
  });

  it('names a group after its type when it has no name', () => {
    expect(onlyGroup({ ...upiGroup, name: undefined })?.[0]?.name).toBe('upi');
    expect(onlyGroup({ ...upiGroup, name: '  ' })?.[0]?.name).toBe('upi');
  });

  it.each([
    ['without a type', { name: 'X', options: upiGroup.options }],
    ['with options not an array', { ...upiGroup, options: upiGroup.options[0] }],
    ['with no options', { ...upiGroup, options: [] }],
    ['not an object', 'upi'],
  ])('drops a group %s but keeps the others', (_case, group) => {
    expect(parseChannels(body({ channel_types: [group, bankGroup] }))?.groups).toEqual([bankGroup]);
  });

  it('type guards tell UPI and bank options apart', () => {
    const parsed = parseChannels(body());
    const [upi] = parsed?.groups[0]?.options ?? [];
    const [bank] = parsed?.groups[1]?.options ?? [];
    expect(upi && isUpi(upi)).toBe(true);
    expect(upi && isBank(upi)).toBe(false);
    expect(bank && isBank(bank)).toBe(true);
    expect(bank && isUpi(bank)).toBe(false);
  });
});

describe('orderGroups (docs/rules.md, Query flags)', () => {
  const group = (type: string, name = type): ChannelGroup => ({ name, type, options: [{ channel_id: name, type }] });
  const names = (groups: ChannelGroup[]) => groups.map((g) => g.name);
  const server = [group('card'), group('bank_transfer'), group('wallet'), group('upi')];

  it('puts UPI first, then bank, then the others in server order by default', () => {
    expect(names(orderGroups(server, true))).toEqual(['upi', 'bank_transfer', 'card', 'wallet']);
  });

  it('puts bank first when upi_default is false', () => {
    expect(names(orderGroups(server, false))).toEqual(['bank_transfer', 'upi', 'card', 'wallet']);
  });

  it('keeps server order among groups of the same type', () => {
    const twice = [group('upi', 'upi-2'), group('bank_transfer'), group('upi', 'upi-1')];
    expect(names(orderGroups(twice, true))).toEqual(['upi-2', 'upi-1', 'bank_transfer']);
  });

  it('works when a preferred type is missing, and leaves its input alone', () => {
    const input = [group('wallet'), group('bank_transfer')];
    expect(names(orderGroups(input, true))).toEqual(['bank_transfer', 'wallet']);
    expect(names(input)).toEqual(['wallet', 'bank_transfer']);
  });
});
