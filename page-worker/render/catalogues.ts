/**
 * Every catalogue, by language code. The page worker renders any language's
 * first HTML, so it carries them all (docs/rules.md, Languages); the browser never
 * imports this file: it bundles English and loads another language only when
 * the payer chooses it (client/language/language.ts). English is imported as it
 * is; the other eleven come as lists of values in English's key order, a text module
 * the build writes from page/i18n/ (make/catalogue-values.ts), which spares the page
 * worker's bundle eleven copies of the keys, and are made catalogues again here
 * once, when the isolate starts.
 */
import { en, type Catalogue, type MessageKey } from '../../page/i18n/en.ts';
import { languageCodes, type LanguageCode } from '../../page/i18n/languages.ts';
// A text module (wrangler's rule for `.txt`): the build's JSON, in UTF-8 (make/catalogue-values.ts says why).
import catalogueText from '../generated/catalogue-values.txt';

const keys = Object.keys(en) as MessageKey[];
const catalogueValues = JSON.parse(catalogueText) as Partial<Record<LanguageCode, unknown>>;

function catalogueOf(code: LanguageCode): Catalogue {
  if (code === 'en') return en;
  const values = catalogueValues[code];
  // A build older than page/i18n/en.ts: the keys and the values no longer line up.
  if (!Array.isArray(values) || values.length !== keys.length) {
    throw new Error(
      `page-worker/generated/catalogue-values.txt has no ${code} catalogue of ${keys.length} values: build`,
    );
  }
  return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Catalogue;
}

export const catalogues = Object.fromEntries(languageCodes.map((code) => [code, catalogueOf(code)])) as Readonly<
  Record<LanguageCode, Catalogue>
>;
