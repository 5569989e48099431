// get-channels: the app's channels (sandbox/app-channels.json) and the amount from the token.
import { describe, expect, it } from 'vitest';
import { parseChannels } from '../../common/channels-answer.ts';
import { callApi, freshAppId, payerToken, readJson } from './helpers.ts';

interface ChannelsAnswer {
  channel_types: Array<{ name: string; type: string; options: Array<Record<string, unknown>> }>;
  amount: number;
}

async function channels(appId: string, amount = 150050): Promise<ChannelsAnswer> {
  const response = await callApi('get-channels', appId, { token: await payerToken(appId, { amount }) });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  return readJson<ChannelsAnswer>(response);
}

describe('get-channels', () => {
  it('answers the amount carried by the token', async () => {
    expect((await channels('demo', 150050)).amount).toBe(150050);
    expect((await channels('demo', 7)).amount).toBe(7);
  });

  it('gives demo a bank group then a UPI group, each with two options the page can use', async () => {
    const answer = await channels('demo');
    expect(answer.channel_types.map((group) => group.type)).toEqual(['bank_transfer', 'upi']);
    const [bank, upi] = answer.channel_types;
    expect(bank?.options).toHaveLength(2);
    expect(upi?.options).toHaveLength(2);
    for (const option of bank?.options ?? []) {
      expect(option).toMatchObject({ type: 'bank_transfer', channel_id: expect.any(String) as unknown });
      expect(option.bank_ifsc_code).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    }
    for (const option of upi?.options ?? []) {
      expect(option.upi_address).toMatch(/^[a-z0-9.]+@[a-z]+$/);
    }
    expect(parseChannels(answer)?.groups).toHaveLength(2);
  });

  it('gives an unknown app the default channels, bank group first', async () => {
    const answer = await channels(freshAppId());
    expect(answer.channel_types.map((group) => group.name)).toEqual(['Bank Transfer', 'UPI']);
    expect(answer.channel_types[1]?.options[0]).toEqual({
      channel_id: 'upi-acme-1',
      type: 'upi',
      upi_address: 'acme.collect@okaxis',
    });
  });

  it('gives `single` exactly one UPI option', async () => {
    const answer = await channels('single');
    expect(answer.channel_types).toHaveLength(1);
    expect(answer.channel_types[0]?.options).toHaveLength(1);
    expect(answer.channel_types[0]?.type).toBe('upi');
  });

  it('gives `empty` no channel types, which the page treats as an error', async () => {
    const answer = await channels('empty');
    expect(answer.channel_types).toEqual([]);
    expect(parseChannels(answer)).toBeNull();
  });

  it('gives bank options by account holder: a person, a company, none, and one the page must ignore', async () => {
    const holder = async (appId: string) => {
      const answer = await channels(appId, 60_000_000);
      const parsed = parseChannels(answer)?.groups[0]?.options[0];
      return { sent: answer.channel_types[0]?.options[0]?.account_holder_name, kept: parsed };
    };
    expect(await holder('bank-person')).toMatchObject({
      sent: 'SUNITA DEVI',
      kept: { account_holder_name: 'SUNITA DEVI' },
    });
    expect(await holder('bank-company')).toMatchObject({
      sent: 'ACME GAMES PRIVATE LIMITED',
      kept: { account_holder_name: 'ACME GAMES PRIVATE LIMITED' },
    });
    const unnamed = await holder('bank-unnamed');
    expect(unnamed.sent).toBeUndefined();
    expect(unnamed.kept).not.toHaveProperty('account_holder_name');
    // Sent as written, the marker left out; the page keeps the option and drops the name.
    const malformed = await holder('bank-malformed-name');
    expect(malformed.sent).toBe('SUNITA\u202eDEVI');
    expect(malformed.kept).toMatchObject({ channel_id: 'bank-malformed-1', type: 'bank_transfer' });
    expect(malformed.kept).not.toHaveProperty('account_holder_name');
    const raw = (await channels('bank-malformed-name')).channel_types[0]?.options[0];
    expect(raw).not.toHaveProperty('malformed_on_purpose');
  });

  it('gives a personal and a merchant payee a bank option beside them', async () => {
    for (const [appId, payee] of [
      ['personal-bank', 'personal'],
      ['merchant-bank', 'merchant'],
    ]) {
      const groups = parseChannels(await channels(appId ?? ''))?.groups ?? [];
      expect(groups.map((group) => group.type)).toEqual(['upi', 'bank_transfer']);
      expect(groups[0]?.options[0]).toMatchObject({ payee_type: payee });
      expect(groups[1]?.options[0]).toHaveProperty('account_holder_name');
    }
  });

  it('does not treat Object.prototype names as app ids', async () => {
    const answer = await channels('__proto__');
    expect(answer.channel_types.map((group) => group.type)).toEqual(['bank_transfer', 'upi']);
  });

  it('ignores the request body', async () => {
    const response = await callApi('get-channels', 'demo', {
      token: await payerToken('demo'),
      body: 'not json at all',
    });
    expect(response.status).toBe(200);
  });
});
