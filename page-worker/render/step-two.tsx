/**
 * Step 2's panel as the edge renders it (docs/rules.md, Lazy chunks): page/components/StepTwo.tsx
 * between the comments React writes around a finished Suspense boundary (`<!--$-->` … `<!--/$-->`).
 * The browser renders the same panel inside a Suspense boundary whose code is a lazy chunk
 * (client/step-two/load.tsx): with these markers React hydrates the rest of the page at once and
 * keeps this markup, as it is, until the chunk has arrived; without them it would call the markup
 * a mismatch and render the panel anew.
 */
import { Fragment, h, type FunctionComponent } from 'preact';
import type { ReactNode } from 'react';
import type { RenderStepTwo } from '../../page/components/step-two-slot.ts';
import { StepTwo } from '../../page/components/StepTwo.tsx';

/** A comment in the HTML: preact-render-to-string writes a Fragment's `UNSTABLE_comment` as `<!--…-->`. */
const Comment = Fragment as FunctionComponent<{ UNSTABLE_comment: string }>;
// A preact VNode, which the render takes as it takes preact/compat's; the types are React's, hence the cast.
const comment = (text: string): ReactNode => h(Comment, { UNSTABLE_comment: text }) as unknown as ReactNode;

export const SUSPENSE_START = '$';
export const SUSPENSE_END = '/$';

/**
 * The first HTML is rendered from the boot state (page/boot.ts, bootState), which is never the bot
 * check nor done (no submission has run, and saved progress is the browser's): the edge draws those
 * screens as nothing and carries none of their code (the page worker's bundle has its own budget).
 */
const never = () => null;

export const renderStepTwo: RenderStepTwo = {
  panel: (props) => (
    <>
      {comment(SUSPENSE_START)}
      <StepTwo {...props} />
      {comment(SUSPENSE_END)}
    </>
  ),
  botCheck: never,
  done: never,
};
