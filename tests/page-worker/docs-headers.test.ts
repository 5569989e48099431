/**
 * docs/security.md's 'Response headers' table against the page worker's real responses (docs/rules.md,
 * Security headers): every kind of response the page worker sends carries exactly the headers the
 * table lists for it, with matching values; a header the doc forgets, or one it lists that a response
 * lacks, fails here. Every kind is checked with TRUSTED_TYPES `enforce` (wrangler.toml's local value)
 * and `report` (staging's and production's), whose rows differ (docs/security.md, 'Trusted Types'),
 * and a link's screens once more with EMBED_ORIGINS allowing a site to frame them (docs/security.md,
 * 'Who may frame the page'). Static files are checked end to end (tests/e2e/docs-headers.test.ts), since
 * this project runs the page worker without Workers Static Assets in front; the embed loader, `/embed.js`,
 * is one of them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import securityMd from '../../docs/security.md?raw';
import {
  documentedHeaders,
  headerMismatches,
  unlistedTransportHeaders,
  type DocumentedHeader,
} from '../fixtures/docs-tables.ts';
import { callWorker, get } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const rows = documentedHeaders(securityMd);
const unlisted = unlistedTransportHeaders(securityMd);

type Kind = 'page' | 'endpoint' | 'refused method' | 'refused link method';
type Mode = 'enforce' | 'report';
/** Which rows of the table a kind of response answers to (the table's 'Sent on' words). */
const SENT_ON: Record<Kind, readonly string[]> = {
  page: ['worker', 'pages'],
  endpoint: ['worker'],
  'refused method': ['worker', '405'],
  'refused link method': ['worker', '405 link'],
};

const quietly = (run: () => Promise<Response>) => () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return run();
};

const post = (type: string) => ({ method: 'POST', body: '{}', headers: { 'Content-Type': type } });

const cases: { name: string; kind: Kind; status: number; fetch: () => Promise<Response> }[] = [
  { name: 'a link page', kind: 'page', status: 200, fetch: quietly(() => get('/demo/a.b.c?test=1')) },
  { name: 'an invalid link', kind: 'page', status: 400, fetch: quietly(() => get('/demo/a.b')) },
  { name: 'an unknown route', kind: 'page', status: 404, fetch: quietly(() => get('/')) },
  // No such file: the page worker answers it (docs/security.md, 'Response headers'), nosniff included.
  { name: '/favicon.ico', kind: 'page', status: 404, fetch: quietly(() => get('/favicon.ico')) },
  {
    name: 'a configuration error',
    kind: 'page',
    status: 500,
    fetch: quietly(() => callWorker('/demo/a.b.c', { PAYMENT_WORKER_URL: undefined })),
  },
  { name: 'a refused beacon', kind: 'endpoint', status: 415, fetch: quietly(() => get('/beacon', post('text/html'))) },
  { name: 'GET /beacon', kind: 'refused method', status: 405, fetch: quietly(() => get('/beacon')) },
  {
    name: 'a CSP report',
    kind: 'endpoint',
    status: 204,
    fetch: quietly(() => get('/csp-reports', post('application/csp-report'))),
  },
  { name: 'GET /csp-reports', kind: 'refused method', status: 405, fetch: quietly(() => get('/csp-reports')) },
  {
    name: 'POST on a link path',
    kind: 'refused link method',
    status: 405,
    fetch: quietly(() => get('/demo/a.b.c', { method: 'POST', body: 'x' })),
  },
];

/** The same kinds with TRUSTED_TYPES=report; a configuration error still enforces. */
const reportKinds: { path: string; kind: Kind; status: number; name: string }[] = [
  { path: '/demo/a.b.c?test=1', kind: 'page', status: 200, name: 'a link page' },
  { path: '/demo/a.b', kind: 'page', status: 400, name: 'an invalid link' },
  { path: '/', kind: 'page', status: 404, name: 'an unknown route' },
  { path: '/beacon', kind: 'refused method', status: 405, name: 'GET /beacon' },
  { path: '/csp-reports', kind: 'refused method', status: 405, name: 'GET /csp-reports' },
];

/** The cases a site may frame when EMBED_ORIGINS names one (a link's screens), then ones it still may not. */
const EMBED = { EMBED_ORIGINS: 'https://shop.example,demo=https://partner.example:8790' };
const framedKinds: { name: string; kind: Kind; status: number; framable: boolean; fetch: () => Promise<Response> }[] = [
  { name: 'a link page', kind: 'page', status: 200, framable: true, fetch: () => callWorker('/demo/a.b.c', EMBED) },
  { name: 'an invalid link', kind: 'page', status: 400, framable: true, fetch: () => callWorker('/demo/a.b', EMBED) },
  {
    name: 'a configuration error',
    kind: 'page',
    status: 500,
    framable: true,
    fetch: () => callWorker('/demo/a.b.c', { ...EMBED, PAYMENT_WORKER_URL: undefined }),
  },
  { name: 'an unknown route', kind: 'page', status: 404, framable: false, fetch: () => callWorker('/', EMBED) },
  {
    name: 'GET /csp-reports',
    kind: 'refused method',
    status: 405,
    framable: false,
    fetch: () => callWorker('/csp-reports', EMBED),
  },
];

const allCases: {
  name: string;
  kind: Kind;
  status: number;
  mode: Mode;
  framable?: boolean;
  fetch: () => Promise<Response>;
}[] = [
  ...cases.map((item) => ({ ...item, mode: 'enforce' as const })),
  ...reportKinds.map(({ path, ...rest }) => ({
    ...rest,
    name: `${rest.name}, TRUSTED_TYPES=report`,
    mode: 'report' as const,
    fetch: quietly(() => callWorker(path, { TRUSTED_TYPES: 'report' })),
  })),
  {
    name: 'a configuration error, TRUSTED_TYPES=report',
    kind: 'page',
    status: 500,
    mode: 'enforce',
    fetch: quietly(() => callWorker('/demo/a.b.c', { PAYMENT_WORKER_URL: undefined, TRUSTED_TYPES: 'report' })),
  },
  ...framedKinds.map((item) => ({
    ...item,
    name: `${item.name}, EMBED_ORIGINS set`,
    mode: 'enforce' as const,
    fetch: quietly(item.fetch),
  })),
  {
    name: 'a link page, EMBED_ORIGINS set, TRUSTED_TYPES=report',
    kind: 'page',
    status: 200,
    mode: 'report',
    framable: true,
    fetch: quietly(() => callWorker('/demo/a.b.c', { ...EMBED, TRUSTED_TYPES: 'report' })),
  },
];

describe("docs/security.md's response headers table", () => {
  it('lists the headers of every kind of response, each with a value', () => {
    for (const kind of [
      'worker',
      'pages',
      '405',
      '405 link',
      'static',
      'worker, enforce',
      'worker, report',
      'worker, not framable',
    ])
      expect(rows.filter((row) => row.sentOn === kind).length, kind).toBeGreaterThan(0);
    expect(rows.every((row: DocumentedHeader) => row.value.length > 0)).toBe(true);
  });

  it.each(allCases)('matches $name ($status) header for header', async ({ kind, status, mode, framable, fetch }) => {
    const response = await fetch();
    expect(response.status).toBe(status);
    const expected = rows.filter(
      (row) =>
        SENT_ON[kind].includes(row.sentOn) ||
        row.sentOn === `worker, ${mode}` ||
        (!framable && row.sentOn === 'worker, not framable'),
    );
    expect(headerMismatches(response.headers, expected, unlisted)).toEqual([]);
  });
});
