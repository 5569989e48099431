/**
 * The payment worker's API as this page uses it, in one place for the page worker's
 * edge prefetch and the browser (docs/rules.md, Payment-worker calls): how a call
 * is made, which statuses are failures, how an answer's body is read, and what
 * each operation's answer means. Words for the payer are the client's business.
 */
import { parseJsonBody } from './json.ts';
import { isValidAppId, type Link } from './payer-link.ts';
import { readCappedText } from './capped-body.ts';

export type Operation = 'get-channels' | 'get-upload-url' | 'submit-deposit';

export interface SubmitBody {
  channel_id: string | number;
  utr_number: string;
  upload_id?: string | number;
}

/** What both `fetch(url, init)` in the browser and `new Request(url, init)` in workerd take. */
interface CallInit {
  method: 'POST';
  headers: Record<string, string>;
  body?: string;
  /** The page's URL carries the auth token: no Referer, no cookies, no cached answer. */
  referrerPolicy: 'no-referrer';
  credentials: 'omit';
  cache: 'no-store';
}

/** A call that would not go to exactly `{base}/{operation}/{app id}`: refused before anything is sent. */
export class UnsafeCall extends Error {
  constructor(message: string) {
    super(message);
    // Set here rather than as a class field: browsers the build targets get the field lowered
    // through helpers that cost step 1 about 0.4 KB gzip (docs/rules.md, Performance budgets).
    this.name = 'UnsafeCall';
  }
}

/**
 * `{base}/{operation}/{app id}`, checked after parsing: the path must be exactly
 * the base's path, the operation and the app id (docs/rules.md, Payment-worker
 * calls). `parseLink` already refuses other app ids; this holds whatever the
 * caller was handed, so the bearer token never goes to another path.
 */
function callUrl(base: string, operation: Operation, appId: string): string {
  const url = `${base}/${operation}/${encodeURIComponent(appId)}`;
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  if (!isValidAppId(appId) || new URL(url).pathname !== `${basePath}/${operation}/${appId}`) {
    // A fixed message: the app id comes from the URL, and nothing from it belongs in a log.
    throw new UnsafeCall('app id outside letters, digits, - and _');
  }
  return url;
}

/**
 * `POST {base}/{operation}/{app id}` with the bearer token, the bot-check token
 * (empty while none is held) and a JSON content type. Throws UnsafeCall rather
 * than build a call to any other path. workerd accepts every option
 * here: it ignores `credentials` and `referrerPolicy` (it sends neither cookies
 * nor a Referer), and turns `cache: 'no-store'` into no-cache request headers.
 */
export function paymentWorkerRequest(
  base: string,
  operation: Operation,
  link: Link,
  botCheckToken = '',
  body?: SubmitBody,
): { url: string; init: CallInit } {
  return {
    url: callUrl(base, operation, link.appId),
    init: {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${link.authToken}`,
        'CF-Turnstile-Response': botCheckToken,
        'Content-Type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
      cache: 'no-store',
    },
  };
}

/**
 * The payment worker refused the link itself (docs/rules.md, Failed calls): 401, its answer to a
 * bearer token it does not accept, forged or expired. The page shows the same error screen; only a
 * merchant's frame hears the difference (docs/embedding.md, 'Errors').
 */
export const refusesLink = (status: number): boolean => status === 401;

/** Status rule (docs/rules.md): above 400 or not positive (0 = network error) is a failure; 400 itself is not. */
export function isFailedStatus(status: number): boolean {
  return !(status > 0) || status > 400;
}

/**
 * The most bytes read from any payment-worker answer (256 KB). A real answer is a few
 * KB; a `get-channels` answer with every count and field at its limit (channel-bounds.ts)
 * in plain ASCII is about 110 KB. Anything longer is not an answer the page can use,
 * and reading it would only cost time and memory.
 */
export const MAX_ANSWER_BYTES = 256 * 1024;

/** An answer longer than MAX_ANSWER_BYTES: malformed, never cut short and read. */
export class AnswerTooLarge extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerTooLarge'; // Not a class field, as in UnsafeCall.
  }
}

/** The body's text, read as a stream that stops at the cap; an answer over it is malformed, never cut short. */
async function readText(response: Response, maxBytes: number): Promise<string> {
  const text = await readCappedText(response.body, maxBytes);
  if (text === null) throw new AnswerTooLarge(`answer over ${maxBytes} bytes`);
  return text;
}

/**
 * An answer's body as JSON, or null when it is empty or not JSON (common/json.ts).
 * Rejects with AnswerTooLarge past MAX_ANSWER_BYTES. JSON.parse of the deepest
 * nesting that fits (131,072 levels) takes tens of milliseconds, so depth needs
 * no limit of its own; nothing here walks the result recursively.
 */
export const readBody = async (response: Response, maxBytes = MAX_ANSWER_BYTES): Promise<unknown> =>
  parseJsonBody(await readText(response, maxBytes));
