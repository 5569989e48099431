/**
 * A real CSP violation in Chromium reaches the operator (docs/security.md, 'CSP
 * reports'): the page served over https (Chromium delivers Reporting API reports
 * only there), an image the CSP blocks, and exactly one line in the page
 * worker's log naming the directive and the blocked origin, with no token, no
 * path, no query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackLogLine } from '../../harness/local-stack.ts';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { waitForStep } from './steps.ts';

const logs: StackLogLine[] = [];
/** What the page worker itself wrote (console.* through workerd), not Miniflare's own lines. */
const pageLines = () =>
  logs.filter((line) => line.worker === 'page' && line.source !== 'miniflare').map((line) => line.text);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ pageHttps: true, onLogLine: (line) => logs.push(line) }, { full: true });
});
afterAll(() => e2e?.close());

describe('a CSP violation in the browser', () => {
  it('is reported to /csp-reports and logged once, as the directive and the blocked origin only', async () => {
    const link = await e2e.link();
    expect(link.startsWith('https://127.0.0.1:')).toBe(true);
    const token = new URL(link).pathname.split('/')[2] ?? '';
    const { page, cspViolations } = await e2e.open(link, { ignoreHTTPSErrors: true });
    await waitForStep(page, 'Payment Options');
    const before = pageLines().length;

    // img-src allows 'self', data: and blob: only: this image is blocked before any request leaves.
    await page.evaluate((secret) => {
      const image = document.createElement('img');
      image.src = `https://blocked.example/receipt/${secret}.png?token=${secret}`;
      document.body.append(image);
    }, token);
    expect(await cspViolations()).toEqual([`img-src https://blocked.example/receipt/${token}.png?token=${token}`]);

    await expect
      .poll(
        () =>
          pageLines()
            .slice(before)
            .filter((line) => line.startsWith('CSP violation')),
        { timeout: 20_000 },
      )
      .toHaveLength(1);
    // Long enough for a duplicate (report-uri beside report-to) to have arrived too.
    await page.waitForTimeout(1500);
    // Only our report lines: workerd also logs the test client's TLS handshakes on this https stack.
    const lines = pageLines()
      .slice(before)
      .filter((line) => line.startsWith('CSP violation'));
    expect(lines).toEqual(['CSP violation: img-src blocked https://blocked.example']);
    expect(
      logs.filter((line) => line.text.includes(token) || line.text.includes(token.split('.')[2] ?? token)),
    ).toEqual([]);
    await page.context().close();
  });
});
