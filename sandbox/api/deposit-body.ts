/**
 * The submit-deposit body, checked field by field: a JSON object with exactly
 * `channel_id`, `utr_number` and optionally `upload_id`. The upload slot lookup
 * needs D1 and happens in the handler.
 */
import { isRecord } from '../../common/json.ts';
import { checkUtr } from '../../common/utr.ts';
import { findChannel } from '../app-channels.ts';

export interface DepositRequest {
  channelId: string;
  /** Normalised (docs/rules.md, UTR formats). */
  utr: string;
  uploadId?: unknown;
}

export type DepositCheck = { ok: true; deposit: DepositRequest } | { ok: false; error: string };

const FIELDS = new Set(['channel_id', 'utr_number', 'upload_id']);

export function checkDepositBody(body: unknown, appId: string, testMode: boolean, now: Date): DepositCheck {
  if (!isRecord(body)) return { ok: false, error: 'body must be a JSON object' };
  const unknown = Object.keys(body).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) return { ok: false, error: `unknown field: ${unknown.join(', ')}` };

  const channel = findChannel(appId, body.channel_id);
  if (!channel) return { ok: false, error: 'channel_id is not a known channel' };
  if (typeof body.utr_number !== 'string') return { ok: false, error: 'utr_number is invalid' };
  const utr = checkUtr(body.utr_number, { testMode, now });
  if (!utr.ok) return { ok: false, error: 'utr_number is invalid' };

  const deposit: DepositRequest = { channelId: channel.channel_id, utr: utr.utr };
  if ('upload_id' in body) deposit.uploadId = body.upload_id;
  return { ok: true, deposit };
}
