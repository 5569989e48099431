/**
 * How components get their words: a context holding the active catalogue and
 * its language code. The page worker and the browser both wrap <Page> in a
 * <TextProvider>; a component reads `const text = useText()` and writes
 * `text.scanToPay` or `fill(text.stepOf, {...})`. Switching language swaps the
 * provider's catalogue, so every word re-renders and nothing else changes
 * (docs/rules.md, Languages).
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { Catalogue } from './en.ts';
import type { LanguageCode } from './languages.ts';

interface ActiveText {
  code: LanguageCode;
  text: Catalogue;
}

// No default catalogue: both sides always provide one, and a default would bundle English into step 1.
const TextContext = createContext<ActiveText | null>(null);

function useActive(): ActiveText {
  const active = useContext(TextContext);
  if (!active) throw new Error('No TextProvider');
  return active;
}

export function TextProvider({ code, text, children }: { code: LanguageCode; text: Catalogue; children?: ReactNode }) {
  const value = useMemo(() => ({ code, text }), [code, text]);
  // createElement, not JSX: this module stays a .ts file beside the catalogues.
  return createElement(TextContext.Provider, { value }, children);
}

/** The active catalogue. */
export const useText = (): Catalogue => useActive().text;

/** The active language's code. */
export const useLanguage = (): LanguageCode => useActive().code;
