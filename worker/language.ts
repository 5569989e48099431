/**
 * Which language the first HTML is in (docs/rules.md, Languages): `?lang=xx`,
 * else the `lang` cookie the switcher sets, else the best match of the
 * browser's Accept-Language (q-values respected, `hi-IN` is Hindi), else
 * English. Hono's languageDetector does the negotiation; a value it does not
 * know, at any step, falls through to the next one, never to an error.
 */
import type { Context } from 'hono';
import { languageDetector } from 'hono/language';
import { en, type Catalogue } from '../client/i18n/en.ts';
import { languageCodes, isLanguageCode, type LanguageCode } from '../client/i18n/languages.ts';
import { bn } from '../client/i18n/bn.ts';
import { gu } from '../client/i18n/gu.ts';
import { hi } from '../client/i18n/hi.ts';
import { kn } from '../client/i18n/kn.ts';
import { ml } from '../client/i18n/ml.ts';
import { mr } from '../client/i18n/mr.ts';
import { or } from '../client/i18n/or.ts';
import { pa } from '../client/i18n/pa.ts';
import { ta } from '../client/i18n/ta.ts';
import { te } from '../client/i18n/te.ts';
import { ur } from '../client/i18n/ur.ts';
import type { AppEnv } from './app-env.ts';

/** Every catalogue: the worker renders any language's first HTML, so it carries them all. */
export const catalogues: Readonly<Record<LanguageCode, Catalogue>> = { en, hi, bn, mr, te, ta, gu, ur, kn, or, ml, pa };

export const detectLanguage = languageDetector({
  order: ['querystring', 'cookie', 'header'],
  lookupQueryString: 'lang',
  lookupCookie: 'lang',
  lookupFromHeaderKey: 'accept-language',
  supportedLanguages: [...languageCodes],
  fallbackLanguage: 'en',
  ignoreCase: true,
  // The cookie records the payer's own choice, made in the switcher; the worker never writes it.
  caches: false,
});

/** The language detectLanguage chose for this request (English when it did not run, e.g. before the middleware). */
export function languageOf(c: Context<AppEnv>): LanguageCode {
  const chosen = c.get('language');
  return typeof chosen === 'string' && isLanguageCode(chosen) ? chosen : 'en';
}
