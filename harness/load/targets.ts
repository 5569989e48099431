/** The load's mix of URLs: each with the only status its answer may have. */
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';

export type Kind = 'valid link' | 'invalid link' | 'other route' | 'asset';

/** One URL of the mix and the only status it may get. */
export interface Target {
  kind: Kind;
  path: string;
  expected: number;
}

/** The mix, in the order each connection cycles through it: a third valid links, the rest spread over the others. */
export async function loadTargets(pageUrl: string): Promise<Target[]> {
  const link = async (appId: string, amountPaise: number, test = false) =>
    new URL(await createPayerLink({ pageUrl, appId, amountPaise, test, secret: SANDBOX_JWT_SECRET })).pathname;
  const demo = await link('demo', 150_050);
  const single = await link('single', 99_900);
  const test = await link('demo', 250_000, true);
  // The hashed entry script, as the link page names it.
  const html = await (await fetch(`${pageUrl}${demo}`)).text();
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the link page names no /assets/ script');
  const token = demo.split('/')[2] ?? '';
  return [
    { kind: 'valid link', path: demo, expected: 200 },
    { kind: 'asset', path: entry, expected: 200 },
    { kind: 'invalid link', path: '/demo/not-a-token', expected: 400 },
    { kind: 'valid link', path: `${single}?skip_trivial_selection=1`, expected: 200 },
    { kind: 'other route', path: '/', expected: 404 },
    { kind: 'asset', path: '/favicon.svg', expected: 200 },
    { kind: 'valid link', path: `${test}?test=1&skip_selection=1`, expected: 200 },
    { kind: 'invalid link', path: `//${token}`, expected: 400 },
    { kind: 'other route', path: `${demo}/extra`, expected: 404 },
    { kind: 'valid link', path: `${demo}/?upi_default=false`, expected: 200 },
    { kind: 'other route', path: '/assets/missing-00000000.js', expected: 404 },
    { kind: 'invalid link', path: '/demo/a..b', expected: 400 },
  ];
}
