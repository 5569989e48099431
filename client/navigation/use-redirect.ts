/**
 * The redirect once the page is done (docs/rules.md, Redirect rule): the target the page worker
 * allowed, followed 2000 ms after the done screen shows; in a merchant's frame the page posts `done`
 * instead and the embedder decides (docs/embedding.md, 'The page inside a frame'). Run by the done
 * screen, which step 2's chunk draws (client/step-two/done.tsx).
 */
import { useEffect } from 'react';
import { REDIRECT_DELAY_MS } from '../../common/redirect.ts';
import { reportEvent } from '../beacon/funnel.ts';
import { isFramed, navigateAway } from './navigation.ts';

export function useRedirect(redirectUrl: string | null): void {
  useEffect(() => {
    if (!redirectUrl || isFramed()) return;
    const timer = setTimeout(() => {
      reportEvent('redirected');
      navigateAway(redirectUrl);
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectUrl]);
}
