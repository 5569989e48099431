/**
 * What a payment-worker answer means for the payer (docs/rules.md: Status rule,
 * Failed calls, Error message helper),
 * as pure functions so every rule has its own test.
 */
import { DEFAULT_ERROR } from '../../common/errors.ts';
import type { SubmitResult } from '../../common/payment-answers.ts';
import { toasts } from '../toasts.ts';
import type { Toast } from './state.ts';

type SubmitOutcome = { kind: 'accepted' } | { kind: 'failed' } | { kind: 'rejected'; toast: Omit<Toast, 'id'> };

const MAX_SERVER_MESSAGE = 200;

/** At most `max` UTF-16 units, never ending on half of a surrogate pair (an emoji cut in two). */
function cut(message: string, max: number): string {
  const head = message.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/** The `submit-deposit` answer: done, the error screen, or a toast with the form kept. */
export function submitOutcome(result: SubmitResult): SubmitOutcome {
  if (result.kind !== 'rejected') return result;
  if (result.reason === 'utr') return { kind: 'rejected', toast: toasts.invalidUtr };
  // No message of the payment worker's own: the default in the payer's language, not in English.
  if (result.message === DEFAULT_ERROR) return { kind: 'rejected', toast: toasts.somethingWrong };
  const message = { server: cut(result.message, MAX_SERVER_MESSAGE) };
  return { kind: 'rejected', toast: { ...toasts.somethingWrong, message } };
}
