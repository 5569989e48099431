/** The load's mix of URLs: each with the only status its answer may have. */
import { formatAmount } from '../../common/money.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';

export type Kind = 'valid link' | 'invalid link' | 'other route' | 'asset';

/** One URL of the mix and the only status it may get. */
export interface Target {
  kind: Kind;
  path: string;
  expected: number;
  /** For a link: the amount as the edge renders it, which the answer must show. */
  amount?: string;
}

/** Text of the two pages a link must not fall back to under load. */
const FALLBACK_TEXTS = ['Something went wrong.', 'Loading payment details'];

/** The boot data at the end of a page: it carries the English catalogue, every screen's words included. */
const BOOT_DATA = /<script type="application\/json" id="boot">[^<]*<\/script>/;

/** Why a link answer's body is not the rendered page, or null when it is (the markup, not the boot data, decides). */
export function wrongContent(target: Target, body: string): string | null {
  if (target.amount === undefined) return null;
  const rendered = body.replace(BOOT_DATA, '');
  if (!rendered.includes(target.amount)) return `no ${target.amount}`;
  return FALLBACK_TEXTS.find((text) => rendered.includes(text)) ?? null;
}

/** The mix, in the order each connection cycles through it: a third valid links, the rest spread over the others. */
export async function loadTargets(pageUrl: string): Promise<Target[]> {
  const link = async (appId: string, amountPaise: number, test = false) =>
    new URL(await createPayerLink({ pageUrl, appId, amountPaise, test, secret: SANDBOX_JWT_SECRET })).pathname;
  const [demoAmount, singleAmount, testAmount] = [150_050, 99_900, 250_000].map(formatAmount);
  const demo = await link('demo', 150_050);
  const single = await link('single', 99_900);
  const test = await link('demo', 250_000, true);
  // The hashed entry script, as the link page names it.
  const html = await (await fetch(`${pageUrl}${demo}`)).text();
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the link page names no /assets/ script');
  const token = demo.split('/')[2] ?? '';
  return [
    { kind: 'valid link', path: demo, expected: 200, amount: demoAmount },
    { kind: 'asset', path: entry, expected: 200 },
    { kind: 'invalid link', path: '/demo/not-a-token', expected: 400 },
    { kind: 'valid link', path: `${single}?skip_trivial_selection=1`, expected: 200, amount: singleAmount },
    { kind: 'other route', path: '/', expected: 404 },
    { kind: 'asset', path: '/favicon.png', expected: 200 },
    { kind: 'valid link', path: `${test}?test=1&skip_selection=1`, expected: 200, amount: testAmount },
    { kind: 'invalid link', path: `//${token}`, expected: 400 },
    { kind: 'other route', path: `${demo}/extra`, expected: 404 },
    { kind: 'valid link', path: `${demo}/?upi_default=false`, expected: 200, amount: demoAmount },
    { kind: 'other route', path: '/assets/missing-00000000.js', expected: 404 },
    { kind: 'invalid link', path: '/demo/a..b', expected: 400 },
  ];
}
