/**
 * The sandbox apps' channels (app-channels.json): which payment channels each app
 * offers. Unknown app ids get the `default` entry, like a provider's fallback
 * configuration. Checked once at load so a typo in the JSON fails loudly: each field must already
 * have the shape the page draws, as stored (trimmed, IFSC in capitals), by the page's own rules
 * (common/channel-fields.ts), so the sandbox never serves an option the page would drop. The one
 * exception is written out: an option may list optional fields in `malformed_on_purpose` (the app
 * `bank-malformed-name`), which must then be ones the page leaves out, and are served as written, so
 * the tests can see a malformed field ignored in every engine and without JavaScript.
 */
import type { BankChannel, ChannelGroup, UpiChannel } from '../common/channels.ts';
import {
  accountNumberField,
  bankFields,
  bankNameField,
  ifscField,
  payeeFields,
  upiAddressField,
} from '../common/channel-fields.ts';
import { isRecord } from '../common/json.ts';
import raw from './app-channels.json';

/** The sandbox's channel ids are always strings. */
export type AppChannel = (UpiChannel | BankChannel) & { channel_id: string };

export interface AppChannelGroup extends ChannelGroup {
  options: AppChannel[];
}

const PAYEE_FIELDS = ['payee_type', 'payee_name', 'merchant_code', 'transaction_ref'] as const;
const BANK_FIELDS = ['account_holder_name'] as const;

/** A field as stored: a value the page draws exactly as it is. */
const stored = (field: (value: unknown) => string | null, value: unknown): value is string => field(value) === value;

/**
 * Checks the optional fields `fields` of `value` against what the page keeps of them (`kept`): each one
 * the app sets must be kept exactly, or, where `mayBeMalformed`, be listed in `malformed_on_purpose`
 * and left out by the page. Answers the malformed ones, to be served as written.
 */
function checkOptional(
  value: Record<string, unknown>,
  fields: readonly string[],
  kept: Record<string, unknown>,
  mayBeMalformed: boolean,
  where: string,
): Record<string, string> {
  const onPurpose: unknown = value.malformed_on_purpose ?? [];
  if (!Array.isArray(onPurpose) || !onPurpose.every((field) => mayBeMalformed && fields.includes(field as string))) {
    throw new Error(`app-channels.json: ${where} lists a field malformed_on_purpose may not name`);
  }
  const served: Record<string, string> = {};
  for (const field of fields) {
    if (!(field in value)) continue;
    const raw = value[field];
    if (!onPurpose.includes(field)) {
      if (kept[field] !== raw) throw new Error(`app-channels.json: ${where} has a malformed ${field}`);
    } else if (kept[field] !== undefined || typeof raw !== 'string') {
      throw new Error(`app-channels.json: ${where} has a ${field} the page keeps, listed as malformed_on_purpose`);
    } else {
      served[field] = raw;
    }
  }
  return served;
}

function checkChannel(value: unknown, where: string): AppChannel {
  if (!isRecord(value) || typeof value.channel_id !== 'string' || value.channel_id === '') {
    throw new Error(`app-channels.json: ${where} needs a string channel_id`);
  }
  const { channel_id, type } = value;
  const { upi_address, bank_name, bank_account_number, bank_ifsc_code } = value;
  const at = `${where} (${channel_id})`;
  if (type === 'upi' && stored(upiAddressField, upi_address)) {
    // Who the payee is (docs/rules.md, Who the payee is): each field the app sets must be one the page keeps.
    const payee = payeeFields(value);
    checkOptional(value, PAYEE_FIELDS, payee, false, at);
    return { channel_id, type, upi_address, ...payee };
  }
  if (
    type === 'bank_transfer' &&
    stored(bankNameField, bank_name) &&
    stored(accountNumberField, bank_account_number) &&
    stored(ifscField, bank_ifsc_code)
  ) {
    // The account holder's name (docs/rules.md, Bank transfers and large amounts).
    const holder = bankFields(value);
    const malformed = checkOptional(value, BANK_FIELDS, holder, true, at);
    return { channel_id, type, bank_name, bank_account_number, bank_ifsc_code, ...holder, ...malformed };
  }
  throw new Error(`app-channels.json: ${at} is not a valid upi or bank_transfer channel`);
}

function checkApp(value: unknown, appId: string): AppChannelGroup[] {
  if (!isRecord(value) || !Array.isArray(value.channel_types)) {
    throw new Error(`app-channels.json: "${appId}" needs a channel_types array`);
  }
  return value.channel_types.map((group: unknown, index: number) => {
    const where = `"${appId}" group ${index}`;
    if (
      !isRecord(group) ||
      typeof group.name !== 'string' ||
      typeof group.type !== 'string' ||
      !Array.isArray(group.options)
    ) {
      throw new Error(`app-channels.json: ${where} needs name, type and options`);
    }
    const type = group.type;
    const options = group.options.map((option: unknown, i: number) => checkChannel(option, `${where} option ${i}`));
    if (options.some((option) => option.type !== type))
      throw new Error(`app-channels.json: ${where} mixes channel types`);
    return { name: group.name, type, options };
  });
}

function load(source: unknown): ReadonlyMap<string, AppChannelGroup[]> {
  if (!isRecord(source) || !('default' in source)) throw new Error('app-channels.json: a "default" entry is required');
  const apps = new Map(Object.entries(source).map(([appId, value]) => [appId, checkApp(value, appId)] as const));
  const ids = [...apps.values()].flat().flatMap((group) => group.options.map((option) => option.channel_id));
  if (new Set(ids).size !== ids.length) throw new Error('app-channels.json: channel ids must be unique');
  return apps;
}

// A Map, not the parsed object: an app id like `__proto__` must not reach Object.prototype.
const apps = load(raw);

/** The channel groups of an app, in the file's order. */
export function channelGroups(appId: string): AppChannelGroup[] {
  return apps.get(appId) ?? apps.get('default') ?? [];
}

/** The app's channel with this id, or null. */
export function findChannel(appId: string, channelId: unknown): AppChannel | null {
  if (typeof channelId !== 'string') return null;
  for (const group of channelGroups(appId)) {
    const channel = group.options.find((option) => option.channel_id === channelId);
    if (channel) return channel;
  }
  return null;
}
