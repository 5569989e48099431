/**
 * The document's language, direction and title in the browser (docs/rules.md, Languages), and the
 * loader of ./switch.ts, the lazy chunk that switches to another language.
 */
import type { Language } from '../../page/i18n/languages.ts';
import { loadChunk } from '../platform/lazy.ts';

/** Switching language (./switch.ts): fetched while the page is idle (./use-language.ts), so it is here before a choice. */
export const loadSwitcher = () => loadChunk('switch', () => import('./switch.ts'));

/**
 * The document's language, direction and title, each written only when it changes: writing `lang`
 * or `dir` on the root, even unchanged, makes the browser restyle the whole page (`:lang()`,
 * `:dir()`), and this runs on hydration and on every step's new title (docs/rules.md, Start-up).
 */
export function showLanguage({ tag, dir }: Language, title: string): void {
  const root = document.documentElement;
  if (root.lang !== tag) root.lang = tag;
  if (root.dir !== dir) root.dir = dir;
  if (document.title !== title) document.title = title;
}
