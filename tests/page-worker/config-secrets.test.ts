// A secret pasted into any configuration variable never reaches a log line (docs/rules.md,
// Configuration; docs/operations.md, 'Configuration errors'): every variable the page worker reads, set
// to a planted secret of each shape, and every line the page worker logs searched for any piece of it.
import { CONFIG_VARIABLES } from '../../page-worker/config/read-config.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callWorker } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

interface Planted {
  shape: string;
  value: string;
  /** The parts that are secret: all of it, but for a URL its path and query (its host may be shown). */
  secret: string[];
}

const URL_PATH = '/k/PlantedPathSecret9c1f0e/api';
const URL_QUERY = 'token=PlantedQuerySecret7d2a4b';

const PLANTED: Planted[] = [
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwbGFudGVkLXNlY3JldCJ9.c2lnbmF0dXJlX3BsYW50ZWQtc2VjcmV0',
  '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  'sk_live_51PlantedSecretKeyAbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  '0x4AAAAAAAPlantedSecretKeyAbCdEfGhI',
  `https://pay.example.com${URL_PATH}?${URL_QUERY}`,
].map((value, index) => ({
  shape: ['a JWT', 'a hex key', 'an sk_live_ key', 'a Turnstile secret key', 'a URL with a secret path and query'][
    index
  ]!,
  value,
  secret: value.startsWith('https:') ? [URL_PATH, URL_QUERY] : [value],
}));

/** Every variable page-worker/config/read-config.ts reads, and the beacon keys (page-worker/beacon/beacon-ticket.ts, page-worker/beacon/link-hash.ts). */
const VARIABLES = [...CONFIG_VARIABLES, 'BEACON_SECRET', 'BEACON_SECRET_PREVIOUS', 'LINK_HASH_KEY'] as const;

/** Every 10-character piece of the secret parts: a quote cut at any length still shows one. */
const pieces = (planted: Planted) =>
  planted.secret.flatMap((part) => Array.from({ length: part.length - 9 }, (_, at) => part.slice(at, at + 10)));

/** The origin and host lists, read by one grammar (page-worker/config/host-lists.ts). */
const LISTS: readonly string[] = ['EMBED_ORIGINS', 'UPLOAD_ORIGINS', 'REDIRECT_ALLOWED_HOSTS'];

const cases = VARIABLES.flatMap((variable) => PLANTED.map((planted) => [variable, planted.shape, planted] as const));

describe('a planted secret in a configuration variable', () => {
  it.each(cases)('%s set to %s: no log line holds any piece of it', async (variable, _shape, planted) => {
    const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    const responses = [
      await callWorker('/demo/a.b.c', { [variable]: planted.value }),
      await callWorker('/demo/a.b', { [variable]: planted.value }),
    ];
    const lines = spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
    // Each request logs its request line at least: the search ran over real output.
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) for (const piece of pieces(planted)) expect(line).not.toContain(piece);
    const errors = spies[0]!.mock.calls.map((call) => String(call[0]));
    if (responses[0]!.status === 500) {
      expect(errors[0]).toContain(`Configuration error: ${variable} `);
      // A list's line names the entry at fault by its place (docs/operations.md); the others give the length.
      if (LISTS.includes(variable))
        expect(errors[0]).toMatch(new RegExp(`^Configuration error: ${variable} entry \\d+: `));
      else expect(errors[0]).toContain(`got a value of ${planted.value.length} characters`);
    }
  });

  it('a site key shaped like a Turnstile secret key is a configuration error that says so', async () => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    for (const key of ['0x4AAAAAAAPlantedSecretKeyAbCdEfGhI', '1x0000000000000000000000000000000AA']) {
      const response = await callWorker('/demo/a.b.c', { TURNSTILE_SITE_KEY: key });
      expect(response.status).toBe(500);
      expect(logs.mock.lastCall?.[0]).toBe(
        'Configuration error: TURNSTILE_SITE_KEY looks like a Turnstile secret key, which must never be published: ' +
          'set the site key, got a value of 35 characters.',
      );
    }
    // Site keys, the testing ones included, are shorter: taken as they are.
    for (const key of ['1x00000000000000000000AA', '0x4AAAAAAABkMYinukE8nzYS', '3x00000000000000000000FF']) {
      expect((await callWorker('/demo/a.b.c', { TURNSTILE_SITE_KEY: key })).status).toBe(200);
    }
  });

  it('a site key must have the site key form: the testing ones and a real one pass, any other word is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const keys = ['1x00000000000000000000BB', '2x00000000000000000000AB', '0x4AAAAAAAB-cd_EF', '3x' + 'F'.repeat(30)];
    for (const key of keys) expect((await callWorker('/demo/a.b.c', { TURNSTILE_SITE_KEY: key })).status).toBe(200);
    for (const key of ['site-key', 'x4AAAAAAAB', '0x', '0y4AAAAAAAB', '4AAAAAAAB-cd_EF', '0x4AAAAAAAB.cd'])
      expect((await callWorker('/demo/a.b.c', { TURNSTILE_SITE_KEY: key })).status).toBe(500);
  });

  // Published in every page (the site key and redirect hosts in the boot data, embedders in the CSP
  // too): a secret there would be read by every payer. Each is refused by the shape it has, unquoted.
  it.each([
    ['TURNSTILE_SITE_KEY', 'sk_live_51PlantedSecretKeyAbCd', 'looks like an sk_live_ or sk_test_ key'],
    ['TURNSTILE_SITE_KEY', '9f86d081884c7d659a2feaa0c55ad015', 'looks like a long hex key'],
    [
      'REDIRECT_ALLOWED_HOSTS',
      'shop.example,9f86d081884c7d659a2feaa0c55ad015',
      'entry 2: it looks like a secret (a long hex key)',
    ],
    [
      'REDIRECT_ALLOWED_HOSTS',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJwbGFudGVkIn0.c2lnbmF0dXJl',
      'entry 1: it looks like a secret (a JWT)',
    ],
    [
      'REDIRECT_ALLOWED_HOSTS',
      '1x0000000000000000000000000000000AA',
      'entry 1: it looks like a secret (a Turnstile secret key)',
    ],
    [
      'EMBED_ORIGINS',
      'demo=https://9f86d081884c7d659a2feaa0c55ad015.example',
      'entry 1: it looks like a secret (a long hex key)',
    ],
    [
      'UPLOAD_ORIGINS',
      'https://eyJhbGciOiJub25lIn0.eyJzdWIiOiJwbGFudGVkIn0.c2lnbmF0dXJl',
      'entry 1: it looks like a secret (a JWT)',
    ],
  ])('%s holding a secret (%s) is refused by its shape', async (variable, value, why) => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect((await callWorker('/demo/a.b.c', { [variable]: value })).status).toBe(500);
    const line = String(logs.mock.lastCall?.[0]);
    expect(line).toContain(`Configuration error: ${variable} ${why}`);
    expect(line).not.toMatch(/9f86d0|eyJ|sk_live_51|1x0000|c2ln/);
  });

  it.each([
    ['PAYMENT_WORKER_URL', 'must be an https URL without query or fragment (it has a query or fragment)'],
    ['TURNSTILE_SCRIPT_URL', null],
  ])('%s with a secret path and query: the line gives the length, scheme and host only', async (variable, rule) => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const url = PLANTED[4]!.value;
    const response = await callWorker('/demo/a.b.c', { [variable]: url });
    // Cloudflare's own script URL has a query: TURNSTILE_SCRIPT_URL may, and is no error.
    if (rule === null) {
      expect(response.status).toBe(200);
      expect(logs).not.toHaveBeenCalled();
    } else {
      expect(response.status).toBe(500);
      expect(logs.mock.calls.map((call) => String(call[0]))).toEqual([
        `Configuration error: ${variable} ${rule}, got a value of ${url.length} characters at https://pay.example.com.`,
      ]);
    }
  });
});
