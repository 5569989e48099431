/**
 * The language switcher (docs/rules.md, Languages), on every screen: a
 * disclosure listing the twelve languages, each written in its own script so a
 * payer finds theirs by reading it. Each entry is a real link (`?lang=xx` with
 * the page's flags), so it works without JavaScript; with JavaScript a plain
 * click switches in place instead, keeping the step and what was typed.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { flagParams, type PageFlags } from '../../common/payer-link.ts';
import type { LanguageCode, Languages } from '../i18n/languages.ts';
import { useLanguage, useText } from '../i18n/use-text.ts';
import { GlobeIcon } from './icons.tsx';
import { plainClick } from './plain-click.ts';

/** This page in another language: a query-only link, so the path (the payer's link) stays as it is. */
export function languageHref(code: LanguageCode, flags: PageFlags): string {
  const params: Array<[string, string]> = [['lang', code], ...flagParams(flags)];
  return `?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

interface Props {
  flags: PageFlags;
  /** Every language, in the menu's order (the page's context: page/boot.ts). */
  languages: Languages;
  onChoose: (code: LanguageCode) => void;
}

/** Closes the list and puts the focus back on its toggle, as Escape and a choice do. */
function closeToToggle(menu: HTMLDetailsElement | null): void {
  if (!menu) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

export function LanguageMenu({ flags, languages, onChoose }: Props) {
  const text = useText();
  const current = useLanguage();
  const menu = useRef<HTMLDetailsElement>(null);

  // An open list closes when the payer taps anywhere else, or presses Escape (focus back on the
  // toggle). Listened for from the start, not once the list has opened: the browser reports the
  // opening a task later, and an Escape pressed in between closed nothing.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && menu.current?.open) closeToToggle(menu.current);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, []);

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: LanguageCode) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    closeToToggle(menu.current);
    onChoose(code);
  };

  return (
    <nav className="lang" aria-label={text.language}>
      <details className="lang-menu" ref={menu}>
        <summary className="lang-toggle">
          <GlobeIcon />
          <span className="visually-hidden">{`${text.language}: `}</span>
          <span lang={languages[current].tag}>{languages[current].name}</span>
        </summary>
        <ul className="lang-list">
          {(Object.keys(languages) as LanguageCode[]).map((code) => (
            <li key={code}>
              <a
                className="lang-link"
                href={languageHref(code, flags)}
                hrefLang={languages[code].tag}
                lang={languages[code].tag}
                aria-current={code === current ? 'true' : undefined}
                onClick={(event) => choose(event, code)}
              >
                {languages[code].name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
