/**
 * Calls to the payment worker (docs/rules.md, Payment-worker calls): `POST {base}/{operation}/{app_id}`
 * with the bearer token, the bot-check header and a JSON content type. No client
 * timeout. Every outcome is a status and a body; a network error is status 0.
 */
import type { Link } from '../../common/payer-link.ts';
import { paymentWorkerRequest, readBody, type Operation, type SubmitBody } from '../../common/payment-api.ts';

export interface CallResult {
  status: number;
  body: unknown;
}

export interface PaymentApi {
  getChannels(): Promise<CallResult>;
  getUploadUrl(): Promise<CallResult>;
  /** `token` is the single-use bot-check token for this one call (docs/rules.md, Bot check (Turnstile) ordering). */
  submitDeposit(body: SubmitBody, token: string): Promise<CallResult>;
}

export function createPaymentApi(baseUrl: string, link: Link): PaymentApi {
  const call = async (operation: Operation, token: string, body?: SubmitBody): Promise<CallResult> => {
    try {
      const { url, init } = paymentWorkerRequest(baseUrl, operation, link, token, body);
      const response = await fetch(url, init);
      return { status: response.status, body: await readBody(response) };
    } catch {
      return { status: 0, body: null };
    }
  };
  // Calls made while no token is held send the header empty.
  return {
    getChannels: () => call('get-channels', ''),
    getUploadUrl: () => call('get-upload-url', ''),
    submitDeposit: (body, token) => call('submit-deposit', token, body),
  };
}
