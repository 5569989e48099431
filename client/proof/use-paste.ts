/**
 * Payers often have the payment screenshot on the clipboard: on step 2, pasting anywhere on the page
 * attaches it as the proof, checked like a chosen file (docs/rules.md, Proof files). Used by step 2's
 * panel, so it listens only while that panel is on screen.
 */
import { useEffect } from 'react';

export function usePasteProof(choose: (file: File) => void): void {
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = Array.from(event.clipboardData?.files ?? [])[0];
      if (!file) return;
      event.preventDefault();
      choose(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [choose]);
}
