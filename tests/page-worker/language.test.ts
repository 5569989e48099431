// Which language the first HTML is in, and how it says so (docs/rules.md, Languages).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../page/i18n/en.ts';
import { hi } from '../../page/i18n/hi.ts';
import { languageCodes, languages } from '../../page/i18n/languages.ts';
import { ta } from '../../page/i18n/ta.ts';
import { catalogues } from '../../page-worker/render/catalogues.ts';
import { bootJson, callWorker, get, rootHtml } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const LINK = '/demo/a.b.c';
const HINDI_BROWSER = 'hi-IN,hi;q=0.9,en;q=0.8';

/** The `<html>` start tag's lang and dir. */
function htmlTag(html: string): { lang: string | undefined; dir: string | undefined } {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  return { lang: /\slang="([^"]*)"/.exec(tag)?.[1], dir: /\sdir="([^"]*)"/.exec(tag)?.[1] };
}

/** The language the first HTML is in, by its `<html lang>`, checked against its boot data and a known string. */
async function languageOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await get(path, { headers });
  expect(response.status).toBe(200);
  const html = await response.text();
  const code = languageCodes.find((candidate) => languages[candidate].tag === htmlTag(html).lang);
  if (!code) throw new Error(`unknown <html lang>: ${htmlTag(html).lang}`);
  expect(rootHtml(html)).toContain(catalogues[code].loading);
  expect(bootJson(html)).toMatchObject({ lang: code });
  return code;
}

describe('negotiation: ?lang, then the lang cookie, then Accept-Language, then English', () => {
  it('is English without any of them', async () => {
    expect(await languageOf(LINK)).toBe('en');
  });

  it(`gives Hindi to Accept-Language: ${HINDI_BROWSER}`, async () => {
    expect(await languageOf(LINK, { 'Accept-Language': HINDI_BROWSER })).toBe('hi');
  });

  it.each([
    ['ta', 'ta'],
    ['ta-IN', 'ta'],
    ['ML', 'ml'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, fr;q=0.9, bn;q=0.5', 'bn'],
    ['en;q=0.4, ta;q=0.8, hi;q=0.6', 'ta'],
    ['hi;q=0, ur;q=0.1', 'ur'],
    ['de, fr;q=0.5', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [';;;,,,q=', 'en'],
  ])('Accept-Language %j gives %s (best supported match, q-values respected, q=0 refused)', async (header, code) => {
    expect(await languageOf(LINK, { 'Accept-Language': header })).toBe(code);
  });

  it('?lang=ta beats Accept-Language', async () => {
    expect(await languageOf(`${LINK}?lang=ta`, { 'Accept-Language': HINDI_BROWSER })).toBe('ta');
  });

  it('the lang cookie beats Accept-Language, and ?lang beats the cookie', async () => {
    const headers = { 'Accept-Language': HINDI_BROWSER, Cookie: 'theme=dark; lang=bn' };
    expect(await languageOf(LINK, headers)).toBe('bn');
    expect(await languageOf(`${LINK}?lang=kn`, headers)).toBe('kn');
  });

  it.each(['xx', '', 'hindi', '%3Cscript%3E', 'x-hi', '%ZZ', 'xx&lang=ta'])(
    'an unknown ?lang=%s falls through to the header, never an error',
    async (value) => {
      expect(await languageOf(`${LINK}?lang=${value}`, { 'Accept-Language': HINDI_BROWSER })).toBe('hi');
    },
  );

  it('an unknown ?lang falls through to the cookie before the header', async () => {
    expect(await languageOf(`${LINK}?lang=xx`, { 'Accept-Language': HINDI_BROWSER, Cookie: 'lang=pa' })).toBe('pa');
  });

  it('an unknown cookie falls through to the header', async () => {
    expect(await languageOf(LINK, { 'Accept-Language': 'te', Cookie: 'lang=zz' })).toBe('te');
  });

  it('?lang is read case-insensitively and with a region', async () => {
    expect(await languageOf(`${LINK}?lang=HI`)).toBe('hi');
    expect(await languageOf(`${LINK}?lang=gu-IN`)).toBe('gu');
  });

  it('never writes the cookie itself: only the payer choosing in the switcher does', async () => {
    const response = await get(`${LINK}?lang=ta`, { headers: { 'Accept-Language': HINDI_BROWSER } });
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('the first HTML in the chosen language', () => {
  it.each(languageCodes)('%s: <html lang dir>, Content-Language, <title> and the words', async (code) => {
    const response = await get(`${LINK}?lang=${code}`);
    const html = await response.text();
    const { tag, dir } = languages[code];
    expect(htmlTag(html)).toEqual({ lang: tag, dir });
    expect(response.headers.get('Content-Language')).toBe(tag);
    expect(html).toContain(`<title>${catalogues[code].pageTitle}</title>`);
    expect(rootHtml(html)).toContain(catalogues[code].loading);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('only Urdu is right to left', async () => {
    const dirs = await Promise.all(
      languageCodes.map(async (code) => htmlTag(await (await get(`${LINK}?lang=${code}`)).text()).dir),
    );
    expect(languageCodes.filter((_code, index) => dirs[index] === 'rtl')).toEqual(['ur']);
  });

  it('embeds only the active catalogue, English too (the client bundles none)', async () => {
    const hindi = await (await get(`${LINK}?lang=hi`)).text();
    expect(bootJson(hindi)).toMatchObject({ lang: 'hi', text: hi });
    expect(hindi).not.toContain(ta.loading);
    const english = await (await get(LINK)).text();
    expect(bootJson(english)).toMatchObject({ lang: 'en', text: en });
    expect(english).not.toContain(hi.loading);
  });

  it.each([
    ['an invalid link (400)', '/demo/a.b', 400],
    ['another route (404)', '/nothing-here', 404],
  ])('%s is in the language too', async (_name, path, status) => {
    const response = await get(`${path}?lang=ta`);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(htmlTag(html).lang).toBe('ta-IN');
    expect(rootHtml(html)).toContain(`>${ta.errorTitle}</h1>`);
    expect(rootHtml(html)).toContain(ta.errorBody);
    expect(rootHtml(html)).not.toContain(en.errorBody);
  });

  it('a configuration error page (500) is in the language too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await callWorker(`${LINK}?lang=hi`, { TURNSTILE_SITE_KEY: undefined });
    expect(response.status).toBe(500);
    expect(rootHtml(await response.text())).toContain(hi.errorBody);
  });
});

describe('the language switcher in the first HTML', () => {
  /** The switcher's links: each one's href, lang and text. */
  function links(html: string): Array<{ href: string; lang: string; name: string; current: boolean }> {
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
    return [...rootHtml(html).matchAll(/(<a\b[^>]*>)([^<]*)<\/a>/g)]
      .filter(([, tag = '']) => attribute(tag, 'class') === 'lang-link')
      .map(([, tag = '', name = '']) => ({
        href: attribute(tag, 'href').replace(/&amp;/g, '&'),
        lang: attribute(tag, 'lang'),
        name,
        current: attribute(tag, 'aria-current') === 'true',
      }));
  }

  it('lists every language in its own script, each a link that keeps the page flags', async () => {
    const html = await (await get(`${LINK}?test=1&upi_default=no&redirect_url=https%3A%2F%2Fshop.example`)).text();
    expect(links(html)).toEqual(
      languageCodes.map((code) => ({
        href: `?lang=${code}&test=1&upi_default=0`,
        lang: languages[code].tag,
        name: languages[code].name,
        current: code === 'en',
      })),
    );
  });

  it('is labelled in the page language and marks the current one', async () => {
    const html = await (await get(`${LINK}?lang=hi`)).text();
    expect(rootHtml(html)).toContain(`<nav aria-label="${hi.language}" class="lang">`);
    expect(
      links(html)
        .filter((link) => link.current)
        .map((link) => link.href),
    ).toEqual(['?lang=hi']);
  });

  it('is on the error and not-found screens', async () => {
    for (const path of ['/demo/a.b', '/nothing-here'])
      expect(links(await (await get(path)).text())).toHaveLength(languageCodes.length);
  });
});
