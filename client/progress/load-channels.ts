/**
 * The channels, asked of the payment worker by a page the edge did not fill (docs/rules.md, Edge
 * prefetch): the call (client/payment-worker/api.ts) and the answer's reader travel in step 2's
 * chunk, which such a page preloads with step 1's (docs/rules.md, Lazy chunks), so step 1 carries
 * neither for the page the edge did fill, the usual one.
 */
import { readChannels } from '../../common/channels-answer.ts';
import type { Channels } from '../../common/channels.ts';
import type { Link } from '../../common/payer-link.ts';
import { refusesLink } from '../../common/payment-api.ts';
import { createPaymentApi } from '../payment-worker/api.ts';

/** Why no channels came: the link was refused, or the call or its answer failed (docs/rules.md, Failed calls). */
export type ChannelsFailure = 'unauthorized' | 'load';

export async function loadChannels(baseUrl: string, link: Link): Promise<Channels | ChannelsFailure> {
  const { status, body } = await createPaymentApi(baseUrl, link).getChannels();
  return readChannels(status, body) ?? (refusesLink(status) ? 'unauthorized' : 'load');
}
