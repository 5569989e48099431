/**
 * Writes page-worker/generated/catalogue-values.txt: the eleven catalogues besides English as lists
 * of their values, in the order of the English catalogue's keys (page/i18n/en.ts), as JSON, which
 * page-worker/render/catalogues.ts turns back into catalogues when an isolate starts. The page
 * worker carries every catalogue (docs/rules.md, Languages); as object literals each one repeated
 * the same hundred-odd keys: about 2,100 bytes of the page worker's gzip budget (docs/rules.md,
 * Performance budgets), by `gzip -9` of dist/page-worker/index.js before and after this module.
 * A text module, not a script: wrangler uploads a `.txt` import as a module of its own, in UTF-8,
 * where a string in the script would be escaped, six bytes a letter of an Indian script (about
 * 1,650 bytes of gzip, 80 KB raw that no isolate parses as JavaScript).
 * The values are the catalogues' own, unchanged: the unit test beside
 * page-worker/render/catalogues.ts compares them with page/i18n/. Run by the client build
 * (make/client.ts), which any change under page/ makes stale (make/fresh.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bn } from '../page/i18n/bn.ts';
import { en, type Catalogue, type MessageKey } from '../page/i18n/en.ts';
import { gu } from '../page/i18n/gu.ts';
import { hi } from '../page/i18n/hi.ts';
import { kn } from '../page/i18n/kn.ts';
import type { LanguageCode } from '../page/i18n/languages.ts';
import { ml } from '../page/i18n/ml.ts';
import { mr } from '../page/i18n/mr.ts';
import { or } from '../page/i18n/or.ts';
import { pa } from '../page/i18n/pa.ts';
import { ta } from '../page/i18n/ta.ts';
import { te } from '../page/i18n/te.ts';
import { ur } from '../page/i18n/ur.ts';

/** The file the build writes into page-worker/generated/. */
export const CATALOGUE_VALUES_FILE = 'catalogue-values.txt';

/** Every catalogue but English, which the page worker imports as it is. */
export const OTHER_CATALOGUES: Readonly<Record<Exclude<LanguageCode, 'en'>, Catalogue>> = {
  hi,
  bn,
  mr,
  te,
  ta,
  gu,
  ur,
  kn,
  or,
  ml,
  pa,
};

/** All twelve catalogues by code, for Node's tools (harness/budgets.ts), which cannot import a text module. */
export const ALL_CATALOGUES: Readonly<Record<LanguageCode, Catalogue>> = { en, ...OTHER_CATALOGUES };

export function writeCatalogueValues(generatedDir: string): void {
  const keys = Object.keys(en) as MessageKey[];
  const values = Object.fromEntries(
    Object.entries(OTHER_CATALOGUES).map(([code, catalogue]) => [code, keys.map((key) => catalogue[key])]),
  );
  // Written by make/catalogue-values.ts (node scripts/build.ts) from page/i18n/: JSON has no comments to say so.
  writeFileSync(join(generatedDir, CATALOGUE_VALUES_FILE), `${JSON.stringify(values)}\n`);
}
