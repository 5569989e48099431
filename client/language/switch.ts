/**
 * Switching language in the browser (docs/rules.md, Languages), a lazy chunk of its own (`switch`),
 * fetched while the page is idle and so here before a payer's choice: the chosen catalogue arrives
 * as its own lazy chunk (one per language, named after it, English too: the page's own came in its
 * boot data), and the choice is remembered in the `lang` cookie, which the page worker reads to
 * render the next first HTML in it, and in the address. Step 1 carries none of it: only the
 * document's language and title (./language.ts) and the loader (./use-language.ts).
 */
import type { Catalogue } from '../../page/i18n/en.ts';
import type { LanguageCode } from '../../page/i18n/languages.ts';
import { loadChunk } from '../platform/lazy.ts';

/** Each catalogue module exports one catalogue named after its code (page/i18n/hi.ts exports `hi`). */
type CatalogueModule = Partial<Record<LanguageCode, Catalogue>>;

const chunks: Readonly<Record<LanguageCode, () => Promise<CatalogueModule>>> = {
  // English too: the page came with its own catalogue in the boot data (page/boot.ts).
  en: () => import('../../page/i18n/en.ts'),
  hi: () => import('../../page/i18n/hi.ts'),
  bn: () => import('../../page/i18n/bn.ts'),
  mr: () => import('../../page/i18n/mr.ts'),
  te: () => import('../../page/i18n/te.ts'),
  ta: () => import('../../page/i18n/ta.ts'),
  gu: () => import('../../page/i18n/gu.ts'),
  ur: () => import('../../page/i18n/ur.ts'),
  kn: () => import('../../page/i18n/kn.ts'),
  or: () => import('../../page/i18n/or.ts'),
  ml: () => import('../../page/i18n/ml.ts'),
  pa: () => import('../../page/i18n/pa.ts'),
};

export async function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  const catalogue = (await loadChunk(code, chunks[code]))[code];
  if (!catalogue) throw new Error(`Loading chunk ${code} failed.`);
  return catalogue;
}

/** The cookie the page worker reads (page-worker/language.ts). */
const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 31_536_000;

/** Remembers the choice on this device for a year; `Secure` except on plain http, which only local development uses. */
export function rememberLanguage(code: LanguageCode): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

/**
 * A `lang` query parameter would outvote the cookie on the next load: point it
 * at the new choice, leaving the rest of the address exactly as it is.
 */
export function replaceLanguageParam(code: LanguageCode): void {
  const { pathname, search, hash } = window.location;
  const replaced = search.replace(/([?&])lang=[^&]*/, `$1lang=${code}`);
  if (replaced !== search) window.history.replaceState(window.history.state, '', `${pathname}${replaced}${hash}`);
}
