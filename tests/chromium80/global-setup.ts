/**
 * Once per run: unpack Chromium 80 from the chrome-aws-lambda package (once per install; fails in
 * one line when the package is missing), then build the client and bundle both workers unless
 * they are already up to date.
 */
import { ensureChromium80 } from '../../harness/chromium80.ts';
import { ensureBuilt } from '../../make/fresh.ts';

export default async function setup(): Promise<void> {
  ensureChromium80();
  await ensureBuilt();
}
