/**
 * App ids that need percent-encoding (tests/corpus/app-ids.txt), end to end:
 * the exact path the sandbox receives from the page worker's edge prefetch (its
 * request log) and from the browser's own calls, and the sandbox accepting
 * each (it compares the decoded path with the token's app id), up to done.
 */
import { randomInt } from 'node:crypto';
import { LogLevel } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackLogLine } from '../../harness/local-stack.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';
import { corpus, title } from '../corpus/corpus.ts';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { chooseFirstCard, submitUtr, waitForDone } from './steps.ts';

const logs: StackLogLine[] = [];
/** The paths of the sandbox's request log (Miniflare prints the path as received, never the query). */
const sandboxPaths = () =>
  logs
    .filter((line) => line.worker === 'sandbox' && line.source === 'miniflare')
    .map((line) => /^(?:\[mf:\w+\] )?POST (\/\S+) \d{3}\b/.exec(line.text)?.[1])
    .filter((path): path is string => path !== undefined);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ logLevel: LogLevel.INFO, onLogLine: (line) => logs.push(line) });
});
afterAll(() => e2e?.close());

describe.each(corpus.appIds.map((item) => [title(item, JSON.stringify(item.id)), item] as const))(
  'app id %s',
  (_title, item) => {
    it('the page worker prefetches /get-channels/{encoded id}; the browser calls /submit-deposit/{encoded id}; both accepted', async () => {
      const link = await createPayerLink({
        pageUrl: e2e.stack.pageUrl,
        appId: item.id,
        amountPaise: 12_345,
        secret: SANDBOX_JWT_SECRET,
      });
      const before = sandboxPaths().length;
      const { page, errors } = await e2e.open(link);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().startsWith(`${e2e.stack.sandboxUrl}/`))
          calls.push(request.url());
      });
      // The amount in the first paint: the prefetch reached the sandbox and was accepted.
      expect(await page.locator('#root').innerText()).toContain('₹123.45');
      await chooseFirstCard(page);
      await submitUtr(page, String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999)));
      await waitForDone(page);

      expect(calls.filter((url) => /\/(get-channels|submit-deposit)\//.test(url))).toEqual([
        `${e2e.stack.sandboxUrl}/submit-deposit/${item.encoded}`,
      ]);
      await expect
        .poll(() => sandboxPaths().slice(before))
        .toEqual(expect.arrayContaining([`/get-channels/${item.encoded}`, `/submit-deposit/${item.encoded}`]));
      expect(errors).toEqual([]);
    });
  },
);
