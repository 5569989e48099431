/**
 * Option cards as real links (docs/rules.md, Without JavaScript): `?channel=<id>` names the chosen
 * option, so a browser that runs no script still goes from step 1 to step 2 by following a card
 * (or 'Have you already made a payment?…', in resubmit mode), and back by following 'Back to
 * payment options'. Links carry what the page's query still means
 * once an option is chosen, written anew from the parsed flags (never the query as typed, so
 * nothing a link's sender wrote reaches the markup), and the page worker and the client build them
 * from the same boot data, so hydration matches.
 */
import type { Channel, ChannelGroup } from './channels.ts';
import { CHANNEL_PARAM, CHANNEL_TYPE_PARAM, type PageFlags } from './payer-link.ts';

/** Strict RFC 3986 percent-encoding; null when the text cannot be encoded (a lone UTF-16 surrogate). */
function encode(value: string): string | null {
  try {
    return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    return null;
  }
}

/**
 * The query every link keeps: test mode, bank transfer first, and the redirect the done screen
 * would follow (`redirectUrl`, already judged by the redirect rule). The flags that skip step 1
 * are left out, so the way back reaches it; an option chosen by link needs no skipping.
 */
export function linkQuery(flags: PageFlags, redirectUrl: string | null): string {
  const pairs: string[] = [];
  if (flags.test) pairs.push('test=1');
  if (!flags.upiDefault) pairs.push('upi_default=0');
  const redirect = redirectUrl === null ? null : encode(redirectUrl);
  if (redirect !== null) pairs.push(`redirect_url=${redirect}`);
  return pairs.join('&');
}

/**
 * A link query in the page's language: `lang` first, always, so a page without JavaScript (which
 * has no way to remember a choice in the cookie) stays in the language it is in when a card or the
 * way back is followed (docs/rules.md, Languages). `code` is one of the page's language codes.
 */
export function inLanguage(query: string, code: string): string {
  return query === '' ? `lang=${code}` : `lang=${code}&${query}`;
}

/** 'Back to payment options': the page with no option chosen. */
export function optionsHref(query: string): string {
  return `?${query}`;
}

/** Whether an option of another type has the same id, as a link writes it. */
function idRepeats(groups: ChannelGroup[], channel: Channel): boolean {
  const id = String(channel.channel_id);
  return groups.some((group) =>
    group.options.some((option) => option.type !== channel.type && String(option.channel_id) === id),
  );
}

/** A card's link: the page's link query (linkQuery) with this option chosen. */
export function channelHref(query: string, channel: Channel, groups: ChannelGroup[]): string {
  const id = encode(String(channel.channel_id));
  // An id no URL can carry: the card leads to step 1, where the script (if any) still chooses it.
  if (id === null) return optionsHref(query);
  const pairs = query === '' ? [] : [query];
  pairs.push(`${CHANNEL_PARAM}=${id}`);
  const type = idRepeats(groups, channel) ? encode(channel.type) : null;
  if (type !== null) pairs.push(`${CHANNEL_TYPE_PARAM}=${type}`);
  return `?${pairs.join('&')}`;
}

/**
 * 'Have you already made a payment?…' as a link: step 2 in resubmit mode (the `resubmit` flag) with
 * the option the page would choose (`channel`, null for none), so it works before the script has
 * taken over and without one.
 */
export function resubmitHref(query: string, channel: Channel | null, groups: ChannelGroup[]): string {
  const href = channel ? channelHref(query, channel, groups) : optionsHref(query);
  return `${href}${href === '?' ? '' : '&'}resubmit=1`;
}

/** The option a link names: the first in display order with that id (and that type, when the link gives one). */
export function linkedChannel(groups: ChannelGroup[], id: string, type: string | undefined): Channel | null {
  for (const group of groups) {
    const found = group.options.find(
      (option) => String(option.channel_id) === id && (type === undefined || option.type === type),
    );
    if (found) return found;
  }
  return null;
}
