/**
 * Hydration never blocks the payer (README.md, Performance): on an emulated phone (4× CPU
 * slowdown, slow 4G; harness/phone.ts), as a payer's browser runs the page (no DevTools Runtime
 * domain: harness/cdp.ts), no task after the first paint runs long, and the page becomes
 * interactive. `npm run bench` reports the exact figures against the 50 ms target; this test
 * holds a generous line, because it shares two cores with everything else `npm test` runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchCdpBrowser, type CdpBrowser } from '../../harness/cdp.ts';
import { startStack, type LocalStack } from '../../harness/local-stack.ts';
import { blockingAfter, LONG_TASKS_SCRIPT, loadAndTime } from '../../harness/page-timing.ts';
import { openPhoneTab } from '../../harness/phone.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';

/** The line a long task after the first paint must stay under (the bench's target is 50 ms). */
const LONGEST_TASK_LIMIT_MS = 150;
/** Loads per check: the best one counts, since a busy machine only ever makes a load slower. */
const ATTEMPTS = 3;

let stack: LocalStack;
let browser: CdpBrowser;
beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchCdpBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), stack?.dispose()]);
});

describe('the main thread after the first paint, on a phone at 4× CPU slowdown', () => {
  it(`has no task over ${LONGEST_TASK_LIMIT_MS} ms, and the page becomes interactive`, async () => {
    const link = await createPayerLink({
      pageUrl: stack.pageUrl,
      appId: 'demo',
      amountPaise: 150_050,
      secret: SANDBOX_JWT_SECRET,
    });
    const longest: number[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const tab = await openPhoneTab(browser, { initScripts: [LONG_TASKS_SCRIPT] });
      try {
        const timing = await loadAndTime(tab, link, 2_000);
        expect(timing.interactive).toBeGreaterThan(timing.firstPaint);
        longest.push(blockingAfter(timing.longTasks, timing.firstPaint).longest);
      } finally {
        await tab.close();
      }
      if (Math.min(...longest) < LONGEST_TASK_LIMIT_MS) break;
    }
    expect(Math.min(...longest)).toBeLessThan(LONGEST_TASK_LIMIT_MS);
  }, 180_000);
});
