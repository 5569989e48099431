/**
 * The page's language (docs/rules.md, Languages): the one it booted in, a choice made in place (the
 * flow state, and so the step and what was typed, stay as they are), and `<html lang dir>` and the
 * title following it (the title the amount too, once loaded).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { bootLanguage, type Boot } from '../../page/boot.ts';
import { pageTitle } from '../../page/components/Page.tsx';
import type { FlowState } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import type { LanguageCode, Languages } from '../../page/i18n/languages.ts';
import { toasts } from '../../page/toasts.ts';
import { whenIdle } from '../platform/idle.ts';
import { loadSwitcher, showLanguage } from './language.ts';
import type { Dispatch } from '../platform/latest.ts';

export function useLanguage(boot: Boot, languages: Languages, state: FlowState, dispatch: Dispatch) {
  const [language, setLanguage] = useState(() => bootLanguage(boot));
  // The payer's latest choice: a slower chunk for an earlier one must not win.
  const wanted = useRef<LanguageCode>(language.code);
  const actions = useMemo(
    (): Pick<PageActions, 'chooseLanguage'> => ({
      chooseLanguage: (code) => {
        wanted.current = code;
        // The switcher, then the catalogue: a chunk that cannot load is a toast (docs/rules.md, Languages).
        loadSwitcher()
          .then(async (switcher) => {
            const text = await switcher.loadCatalogue(code);
            if (wanted.current !== code) return;
            setLanguage({ code, text });
            switcher.rememberLanguage(code);
            switcher.replaceLanguageParam(code);
          })
          .catch((error: unknown) => {
            console.error(error instanceof Error ? error.message : error);
            dispatch({ type: 'toastShown', toast: toasts.somethingWrong });
          });
      },
    }),
    [dispatch],
  );

  // The switcher while idle, so a choice waits only for its catalogue. A failure here shows nothing:
  // a choice asks for it again.
  useEffect(() => whenIdle(() => void loadSwitcher().catch(() => undefined)), []);

  const title = pageTitle(language.text, state);
  const shown = languages[language.code];
  useEffect(() => showLanguage(shown, title), [shown, title]);
  return { language, actions };
}
