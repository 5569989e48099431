/**
 * Writes page-worker/generated/catalogue-values.ts: the eleven catalogues besides English as lists of
 * their values, in the order of the English catalogue's keys (page/i18n/en.ts), which
 * page-worker/render/catalogues.ts turns back into catalogues when an isolate starts. The page
 * worker carries every catalogue (docs/rules.md, Languages); as object literals each one repeated
 * the same hundred-odd keys: about 2,100 bytes of the page worker's gzip budget (docs/rules.md,
 * Performance budgets), by `gzip -9` of dist/page-worker/index.js before and after this module.
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

export function writeCatalogueValues(generatedDir: string): void {
  const keys = Object.keys(en) as MessageKey[];
  const values = Object.fromEntries(
    Object.entries(OTHER_CATALOGUES).map(([code, catalogue]) => [code, keys.map((key) => catalogue[key])]),
  );
  writeFileSync(
    join(generatedDir, 'catalogue-values.ts'),
    '// Written by make/catalogue-values.ts (node scripts/build.ts) from page/i18n/. Do not edit.\n' +
      `export const catalogueValues: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(values, null, 2)};\n`,
  );
}
