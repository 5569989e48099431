/**
 * Edge prefetch (docs/rules.md): the page worker asks the payment worker for the channels
 * before answering, so the first HTML already shows the amount and the options.
 * Through the PAYMENT_WORKER service binding when bound, else over the URL;
 * within a time budget. A refusal (a failed status, an unusable answer, an answer
 * over the byte cap) is final (the error screen at once); a timeout or a network
 * failure falls back to the loading shell and the client's own call.
 */
import type { Channels } from '../common/channels.ts';
import type { ClientConfig } from '../common/client-config.ts';
import type { Link } from '../common/payer-link.ts';
import { readChannels } from '../common/channels-answer.ts';
import { AnswerTooLarge, isFailedStatus, paymentWorkerRequest, readBody, refusesLink } from '../common/payment-api.ts';

export type Prefetch =
  | { kind: 'channels'; channels: Channels }
  /** A final answer the page cannot use; `unauthorized` when it refused the link (common/payment-api.ts, refusesLink). */
  | { kind: 'refused'; unauthorized: boolean }
  | { kind: 'fallback'; reason: string };

interface PrefetchOptions {
  config: ClientConfig;
  link: Link;
  timeoutMs: number;
  /** The service binding, when the deployment has one. */
  binding?: Fetcher;
}

export async function prefetchChannels({ config, link, timeoutMs, binding }: PrefetchOptions): Promise<Prefetch> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const { url, init } = paymentWorkerRequest(config.paymentWorkerUrl, 'get-channels', link);
    const request = new Request(url, { ...init, signal: controller.signal });
    const response = await (binding ? binding.fetch(request) : fetch(request));
    // A refusal is final whatever its body says: do not wait for it.
    if (isFailedStatus(response.status)) return { kind: 'refused', unauthorized: refusesLink(response.status) };
    // Read inside the try: a body cut off or still arriving at the deadline is a network failure or a timeout, not a refusal.
    const channels = readChannels(response.status, await readBody(response));
    return channels ? { kind: 'channels', channels } : { kind: 'refused', unauthorized: false };
  } catch (error) {
    // Over the byte cap is an unusable answer like any other: the browser, reading the same answer
    // up to the same cap, could only end on the error screen too (docs/rules.md, Edge prefetch).
    if (error instanceof AnswerTooLarge) return { kind: 'refused', unauthorized: false };
    // The message only: nothing that could carry the token reaches the log.
    return {
      kind: 'fallback',
      reason: controller.signal.aborted ? 'timeout' : error instanceof Error ? error.name : 'error',
    };
  } finally {
    clearTimeout(timer);
  }
}
