/**
 * The limits a whole `get-channels` answer must keep before any option is read
 * (docs/rules.md, Channels answer): how many groups and options, how long each
 * field the page reads, and one option per `channel_id`. Breaking any of them
 * makes the answer unusable (the error screen), never silently shortened: a
 * cut account number is a wrong account number, and a dropped option could be
 * the one the payer was told to use.
 */
import { isRecord, readId } from './json.ts';

/** Counts as sent, far above what a merchant offers (a handful of each). */
export const CHANNEL_LIMITS = { groups: 20, optionsPerGroup: 100, options: 200 } as const;

/**
 * Lengths in UTF-16 units, as sent (before trimming). Names and addresses get
 * 256; identifiers 64 (an IFSC code is 11 characters, an Indian account number
 * at most 18 digits).
 */
export const FIELD_LIMITS = {
  /** A group's name. */
  name: 256,
  /** A group's or an option's type. */
  type: 64,
  channel_id: 64,
  upi_address: 256,
  bank_name: 256,
  bank_account_number: 64,
  bank_ifsc_code: 64,
} as const;

const GROUP_FIELDS = ['name', 'type'] as const;
const OPTION_FIELDS = [
  'channel_id',
  'type',
  'upi_address',
  'bank_name',
  'bank_account_number',
  'bank_ifsc_code',
] as const;

type Fields = readonly (keyof typeof FIELD_LIMITS)[];

/** Whether every field the page reads that is a string fits its limit; other types are judged by the parser. */
const fieldsFit = (record: Record<string, unknown>, fields: Fields) =>
  fields.every((field) => {
    const value = record[field];
    return typeof value !== 'string' || value.length <= FIELD_LIMITS[field];
  });

/**
 * Whether `channel_types` (already known to be an array) keeps every limit. Options
 * the page would drop count too: the limits are on what the payment worker sends, and
 * `submit-deposit` carries only the id, so two options with one id are ambiguous to it.
 */
export function withinChannelLimits(channelTypes: readonly unknown[]): boolean {
  if (channelTypes.length > CHANNEL_LIMITS.groups) return false;
  const ids = new Set<string>();
  let options = 0;
  for (const group of channelTypes) {
    if (!isRecord(group)) continue;
    if (!fieldsFit(group, GROUP_FIELDS)) return false;
    if (!Array.isArray(group.options)) continue;
    options += group.options.length;
    if (group.options.length > CHANNEL_LIMITS.optionsPerGroup || options > CHANNEL_LIMITS.options) return false;
    for (const option of group.options) {
      if (!isRecord(option)) continue;
      if (!fieldsFit(option, OPTION_FIELDS)) return false;
      // As the payment worker would read it back from `submit-deposit`: `7` and `"7"` are one id,
      // since a payment worker that reads ids as text cannot tell them apart.
      const channelId = readId(option.channel_id);
      if (channelId === null) continue;
      const id = String(channelId);
      if (ids.has(id)) return false;
      ids.add(id);
    }
  }
  return true;
}
