/**
 * Which language the first HTML is in (docs/rules.md, Languages): `?lang=xx`,
 * else the `lang` cookie the switcher sets, else the best match of the
 * browser's Accept-Language (q-values respected, `hi-IN` is Hindi), else
 * English. Hono's languageDetector does the negotiation; a value it does not
 * know, at any step, falls through to the next one, never to an error.
 */
import type { Context } from 'hono';
import { languageDetector } from 'hono/language';
import { languageCodes, isLanguageCode, type LanguageCode } from '../page/i18n/languages.ts';
import type { AppEnv } from './app-env.ts';

export const detectLanguage = languageDetector({
  order: ['querystring', 'cookie', 'header'],
  lookupQueryString: 'lang',
  lookupCookie: 'lang',
  lookupFromHeaderKey: 'accept-language',
  supportedLanguages: [...languageCodes],
  fallbackLanguage: 'en',
  ignoreCase: true,
  // The cookie records the payer's own choice, made in the switcher; the page worker never writes it.
  caches: false,
});

/** The language detectLanguage chose for this request (English when it did not run, e.g. before the middleware). */
export function languageOf(c: Context<AppEnv>): LanguageCode {
  const chosen = c.get('language');
  return typeof chosen === 'string' && isLanguageCode(chosen) ? chosen : 'en';
}
