/**
 * Where the page gets step 2's panel and the screens after it from (docs/rules.md, Lazy chunks).
 * Step 1 needs none of their code, so the page imports none of it: the page worker hands over
 * ./StepTwo.tsx itself, wrapped in the markers of a finished Suspense boundary
 * (page-worker/render/step-two.tsx), and the browser a Suspense boundary around step 2's lazy chunk
 * (client/step-two/load.tsx), which keeps that server markup until the chunk has arrived.
 */
import { createContext, type ReactNode } from 'react';
import type { StepTwoProps } from './StepTwo.tsx';

/** Functions rather than components, so the page's component tree is fixed. */
export interface RenderStepTwo {
  /** Step 2's panel. */
  panel: (props: StepTwoProps) => ReactNode;
  /** The bot-check screen, with its widget's ref callback. */
  botCheck: (widget: (element: HTMLElement | null) => void) => ReactNode;
  /** Step 3's done panel: redirecting to `redirectUrl` (the page's context), or the all-clear. */
  done: (redirectUrl: string | null) => ReactNode;
}

const nothing = () => null;

export const StepTwoSlot = createContext<RenderStepTwo>({ panel: nothing, botCheck: nothing, done: nothing });
