/**
 * Every catalogue, by language code. The page worker renders any language's
 * first HTML, so it carries them all (docs/rules.md, Languages); the browser never
 * imports this file: it bundles English and loads another language only when
 * the payer chooses it (client/language/language.ts).
 */
import { bn } from '../../page/i18n/bn.ts';
import { en, type Catalogue } from '../../page/i18n/en.ts';
import { gu } from '../../page/i18n/gu.ts';
import { hi } from '../../page/i18n/hi.ts';
import { kn } from '../../page/i18n/kn.ts';
import type { LanguageCode } from '../../page/i18n/languages.ts';
import { ml } from '../../page/i18n/ml.ts';
import { mr } from '../../page/i18n/mr.ts';
import { or } from '../../page/i18n/or.ts';
import { pa } from '../../page/i18n/pa.ts';
import { ta } from '../../page/i18n/ta.ts';
import { te } from '../../page/i18n/te.ts';
import { ur } from '../../page/i18n/ur.ts';

export const catalogues: Readonly<Record<LanguageCode, Catalogue>> = { en, hi, bn, mr, te, ta, gu, ur, kn, or, ml, pa };
