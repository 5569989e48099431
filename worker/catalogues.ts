/**
 * Every catalogue, by language code. The worker renders any language's first
 * HTML, so it carries them all (docs/rules.md, Languages); the browser never
 * imports this file: it bundles English and loads another language only when
 * the payer chooses it (client/effects/language.ts).
 */
import { bn } from '../client/i18n/bn.ts';
import { en, type Catalogue } from '../client/i18n/en.ts';
import { gu } from '../client/i18n/gu.ts';
import { hi } from '../client/i18n/hi.ts';
import { kn } from '../client/i18n/kn.ts';
import type { LanguageCode } from '../client/i18n/languages.ts';
import { ml } from '../client/i18n/ml.ts';
import { mr } from '../client/i18n/mr.ts';
import { or } from '../client/i18n/or.ts';
import { pa } from '../client/i18n/pa.ts';
import { ta } from '../client/i18n/ta.ts';
import { te } from '../client/i18n/te.ts';
import { ur } from '../client/i18n/ur.ts';

export const catalogues: Readonly<Record<LanguageCode, Catalogue>> = { en, hi, bn, mr, te, ta, gu, ur, kn, or, ml, pa };
