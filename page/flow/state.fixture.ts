// Shared fixtures for the flow and effect tests: page flags, channel groups, and states reached through `reduce`.
import type { BankChannel, ChannelGroup, Channels, UpiChannel } from '../../common/channels.ts';
import type { PageFlags } from '../../common/payer-link.ts';
import { initialState, reduce, type Action, type FlowState, type SavedProgress } from './state.ts';

export function flagsWith(changes: Partial<PageFlags> = {}): PageFlags {
  return {
    resubmit: false,
    test: false,
    upiDefault: true,
    skipSelection: false,
    skipTrivialSelection: false,
    redirectUrl: null,
    ...changes,
  };
}

export const upi1: UpiChannel = { channel_id: 'u1', type: 'upi', upi_address: 'first@okaxis' };
export const upi2: UpiChannel = { channel_id: 'u2', type: 'upi', upi_address: 'second@okaxis' };
export const bank1: BankChannel = {
  channel_id: 'b1',
  type: 'bank_transfer',
  bank_name: 'HDFC',
  bank_account_number: '000111',
  bank_ifsc_code: 'HDFC0000001',
};
export const bank2: BankChannel = {
  channel_id: 7,
  type: 'bank_transfer',
  bank_name: 'ICICI',
  bank_account_number: '000222',
  bank_ifsc_code: 'ICIC0000002',
};

export const upiGroup: ChannelGroup = { name: 'UPI', type: 'upi', options: [upi1, upi2] };
export const bankGroup: ChannelGroup = { name: 'Bank transfer', type: 'bank_transfer', options: [bank1, bank2] };
export const walletGroup: ChannelGroup = {
  name: 'Wallet',
  type: 'wallet',
  options: [{ channel_id: 'w1', type: 'wallet' }],
};
export const cryptoGroup: ChannelGroup = {
  name: 'Crypto',
  type: 'crypto',
  options: [{ channel_id: 'c1', type: 'crypto' }],
};

export const AMOUNT = 150050;

/** The server's order deliberately puts other types first and UPI last. */
export const serverGroups: ChannelGroup[] = [walletGroup, bankGroup, cryptoGroup, upiGroup];

export function channelsOf(groups: ChannelGroup[] = serverGroups, amount = AMOUNT): Channels {
  return { groups, amount };
}

export function run(state: FlowState, ...actions: Action[]): FlowState {
  return actions.reduce(reduce, state);
}

/** The state right after a successful load. */
export function loaded(
  flags: Partial<PageFlags> = {},
  groups: ChannelGroup[] = serverGroups,
  saved: SavedProgress | null = null,
): FlowState {
  return reduce(initialState(flagsWith(flags)), { type: 'channelsLoaded', channels: channelsOf(groups), saved });
}

/** Step 2 with `channelId` chosen by clicking its card. */
export function onStep2(channelId: string | number = 'u1', flags: Partial<PageFlags> = {}): FlowState {
  return reduce(loaded(flags), { type: 'channelChosen', channelId });
}
