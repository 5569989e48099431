/**
 * What a payment-worker answer means for the payer (docs/rules.md: Status rule,
 * Failed calls, Error message helper),
 * as pure functions so every rule has its own test.
 */
import { DEFAULT_ERROR, errorMessage } from '../../common/errors.ts';
import { toasts } from '../messages.ts';
import type { Toast } from './state.ts';

/** Above 400 or not positive (0 = network error) is a failure; 400 itself is not (docs/rules.md, Status rule). */
export function isFailedStatus(status: number): boolean {
  return !(status > 0) || status > 400;
}

export type SubmitOutcome =
  | { kind: 'accepted' }
  | { kind: 'failed' }
  | { kind: 'rejected'; toast: Omit<Toast, 'id'> };

const MAX_SERVER_MESSAGE = 200;

/** At most `max` UTF-16 units, never ending on half of a surrogate pair (an emoji cut in two). */
function cut(message: string, max: number): string {
  const head = message.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

function mentionsUtr(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { error, detail } = body as { error?: unknown; detail?: unknown };
  if (typeof error === 'string' && error.includes('utr_number')) return true;
  return Array.isArray(detail) && JSON.stringify(detail).includes('utr_number');
}

/** The `submit-deposit` answer: done, the error screen, or a toast with the form kept. */
export function submitOutcome(status: number, body: unknown): SubmitOutcome {
  if (isFailedStatus(status)) return { kind: 'failed' };
  const answer = typeof body === 'object' && body !== null ? (body as { status?: unknown }) : {};
  if (typeof answer.status === 'string' && answer.status.length > 0) return { kind: 'accepted' };
  if (mentionsUtr(body)) return { kind: 'rejected', toast: toasts.invalidUtr };
  const message = cut(errorMessage(body, DEFAULT_ERROR), MAX_SERVER_MESSAGE);
  return { kind: 'rejected', toast: { ...toasts.somethingWrong, message } };
}
