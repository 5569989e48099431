/**
 * The done screen as the browser shows it (page/components/AfterStepTwo.tsx), with the redirect
 * that follows it (../navigation/use-redirect.ts). In step 2's chunk: only a page that has
 * submitted, or brought back a done screen from saved progress with that chunk, shows it.
 */
import { DoneScreen } from '../../page/components/AfterStepTwo.tsx';
import { useRedirect } from '../navigation/use-redirect.ts';

export function DonePanel({ redirectUrl }: { redirectUrl: string | null }) {
  useRedirect(redirectUrl);
  return <DoneScreen redirecting={redirectUrl !== null} />;
}
