/** POST /get-channels/:appId — the app's channel groups and the amount the payer's token carries. */
import type { Context } from 'hono';
import { channelGroups } from '../app-channels.ts';
import type { AppEnv } from '../sandbox-env.ts';

export function getChannels(c: Context<AppEnv>) {
  const claims = c.get('claims');
  return c.json({ channel_types: channelGroups(claims.app_id), amount: claims.amount });
}
