/**
 * The messages a framed page posts to the site that embeds it (docs/embedding.md, 'Events'), written
 * once: the page builds them, the loader (embed/) checks them with `isEmbedMessage`, and merchants
 * copy the types. Every message names its step, a height or an allowed redirect at most: never the
 * auth token, a UTR, a screenshot or anything the payer typed. The shape check is exact, so a
 * message carrying any other field is not one of ours.
 */

/** Every message's marker: which page it comes from and which version of this contract. */
export const EMBED_SOURCE = 'payment-page';
export const EMBED_VERSION = 1;

/** The page's three steps: choose how to pay, pay and submit the UTR, done. */
export type EmbedStep = 1 | 2 | 3;

interface Envelope<Type extends string> {
  source: typeof EMBED_SOURCE;
  version: typeof EMBED_VERSION;
  type: Type;
}

/** The page is showing (once per load), on this step. */
export type EmbedReady = Envelope<'ready'> & { step: EmbedStep };
/** The payer moved to another step (1 or 2; step 3 is `done`). */
export type EmbedStepChange = Envelope<'step'> & { step: EmbedStep };
/** The payment worker accepted the payer's UTR (once). */
export type EmbedSubmitted = Envelope<'submitted'>;
/** All Done shows (once per load): where the page's redirect rule allows the payer to be sent, or null. */
export type EmbedDone = Envelope<'done'> & { redirect_url: string | null };
/**
 * The modal closed, and not by the merchant's own `close()` (docs/embedding.md, `close`). The page
 * posts it for Escape inside its frame, which only a modal's loader takes up as a close.
 */
export type EmbedClose = Envelope<'close'>;
/**
 * Why the payer cannot pay through this link (docs/embedding.md, 'Errors'). From the page's error
 * screen: `expired` (the payment worker refused the link and its token's time is up), `invalid`
 * (the link is not one the page or the payment worker accepts) or `unavailable` (the payment worker
 * or the page could not answer: trying again later may help). From the loader, when the page never
 * answered: `refused` (the frame loaded and stayed silent: most often EMBED_ORIGINS does not allow
 * this site) or `timeout` (the frame did not load).
 */
export type EmbedErrorReason = 'expired' | 'invalid' | 'unavailable' | 'refused' | 'timeout';

/** Each reason once: the type above makes this list whole, and /embed.d.ts publishes the type as written. */
const REASONS: Record<EmbedErrorReason, true> = {
  expired: true,
  invalid: true,
  unavailable: true,
  refused: true,
  timeout: true,
};
export const EMBED_ERROR_REASONS = Object.keys(REASONS) as EmbedErrorReason[];

/** The payer cannot pay through this link, and why. */
export type EmbedError = Envelope<'error'> & { reason: EmbedErrorReason };
/** The page's height in CSS pixels, whenever it changes: for the inline element. */
export type EmbedResize = Envelope<'resize'> & { height: number };

export type EmbedMessage =
  EmbedReady | EmbedStepChange | EmbedSubmitted | EmbedDone | EmbedClose | EmbedError | EmbedResize;

export type EmbedType = EmbedMessage['type'];

/** The tallest height a `resize` may report: a bound, so a message cannot size the host's element absurdly. */
export const EMBED_MAX_HEIGHT = 100_000;

const isStep = (value: unknown): boolean => value === 1 || value === 2 || value === 3;

/** An absolute http(s) URL, as the page's redirect rule produces (common/redirect.ts). */
function isRedirect(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Each type's own fields and their checks; the envelope's three fields are the rest. */
const FIELDS: Record<EmbedType, Record<string, (value: unknown) => boolean>> = {
  ready: { step: isStep },
  step: { step: isStep },
  submitted: {},
  done: { redirect_url: isRedirect },
  close: {},
  error: { reason: (value) => typeof value === 'string' && Object.prototype.hasOwnProperty.call(REASONS, value) },
  resize: {
    height: (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= EMBED_MAX_HEIGHT,
  },
};

/** Whether `data` is exactly one of the messages above: the envelope, its type's fields, nothing else. */
export function isEmbedMessage(data: unknown): data is EmbedMessage {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const message = data as Record<string, unknown>;
  if (message.source !== EMBED_SOURCE || message.version !== EMBED_VERSION) return false;
  const type = message.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, type)) return false;
  const fields = FIELDS[type as EmbedType];
  const keys = Object.keys(message);
  if (keys.length !== 3 + Object.keys(fields).length) return false;
  return Object.entries(fields).every(([name, check]) => name in message && check(message[name]));
}

/** A message of this type with its fields: how the page builds every one it posts. */
export function embedMessage<Type extends EmbedType>(
  type: Type,
  fields: Omit<Extract<EmbedMessage, { type: Type }>, keyof Envelope<Type>>,
): Extract<EmbedMessage, { type: Type }> {
  return { source: EMBED_SOURCE, version: EMBED_VERSION, type, ...fields } as Extract<EmbedMessage, { type: Type }>;
}
