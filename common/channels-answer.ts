/**
 * Reading the `get-channels` answer: the one check that decides whether the page can show it
 * (docs/rules.md, Channels answer). Anything that fails the check is the error screen; nothing from
 * the server is trusted as HTML, and each field must have its shape (channel-fields.ts) before it is
 * drawn. The edge reads it for the first HTML (page-worker/prefetch.ts); the browser only when it loads
 * the channels itself, from step 2's chunk (client/progress/use-progress.ts), so step 1 carries none
 * of it (docs/rules.md, Lazy chunks).
 */
import { withinChannelLimits } from './channel-bounds.ts';
import {
  accountNumberField,
  bankFields,
  bankNameField,
  ifscField,
  payeeFields,
  upiAddressField,
} from './channel-fields.ts';
import type { Channel, ChannelGroup, Channels } from './channels.ts';
import { isRecord, readId } from './json.ts';
import { isValidAmount } from './money.ts';
import { isFailedStatus } from './payment-api.ts';
import { isShownText } from './shown-text.ts';

/** Types and names are shown (a name as the group's heading): no control or format character. */
const text = isShownText;

/** One option, keeping only the fields its type needs; null when unusable. */
function parseChannel(raw: unknown, groupType: string): Channel | null {
  if (!isRecord(raw)) return null;
  const channel_id = readId(raw.channel_id);
  if (channel_id === null) return null;
  // No type (or not a string, or blank) takes the group's; a type with hidden characters is no type the page knows.
  if (typeof raw.type === 'string' && raw.type.trim() && !text(raw.type)) return null;
  const type = text(raw.type) ? raw.type : groupType;
  // A field of the wrong shape drops its option; with none left the answer is the error screen.
  if (type === 'upi') {
    const upi_address = upiAddressField(raw.upi_address);
    return upi_address === null ? null : { channel_id, type, upi_address, ...payeeFields(raw) };
  }
  if (type === 'bank_transfer') {
    const bank_name = bankNameField(raw.bank_name);
    const bank_account_number = accountNumberField(raw.bank_account_number);
    const bank_ifsc_code = ifscField(raw.bank_ifsc_code);
    if (bank_name === null || bank_account_number === null || bank_ifsc_code === null) return null;
    return { channel_id, type, bank_name, bank_account_number, bank_ifsc_code, ...bankFields(raw) };
  }
  return { channel_id, type };
}

function parseGroup(raw: unknown): ChannelGroup | null {
  if (!isRecord(raw) || !text(raw.type) || !Array.isArray(raw.options)) return null;
  const type = raw.type;
  const options = raw.options
    .map((option) => parseChannel(option, type))
    .filter((option): option is Channel => option !== null && option.type === type);
  if (options.length === 0) return null;
  return { name: text(raw.name) ? raw.name.trim() : type, type, options };
}

/**
 * The channels the page can offer, or null for the error screen: the answer
 * must hold a non-empty `channel_types` with at least one usable option and a
 * positive safe-integer `amount` in paise, and keep the limits of channel-bounds.ts.
 */
export function parseChannels(body: unknown): Channels | null {
  if (!isRecord(body) || !isValidAmount(body.amount) || !Array.isArray(body.channel_types)) return null;
  if (!withinChannelLimits(body.channel_types)) return null;
  const groups = body.channel_types.map(parseGroup).filter((group): group is ChannelGroup => group !== null);
  return groups.length > 0 ? { groups, amount: body.amount } : null;
}

/** The `get-channels` answer: the channels, or null for the error screen. */
export function readChannels(status: number, body: unknown): Channels | null {
  return isFailedStatus(status) ? null : parseChannels(body);
}
