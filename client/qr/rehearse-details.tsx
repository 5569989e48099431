/**
 * Step 2's payment details rendered once, off the page, while step 1 is idle (docs/rules.md, Lazy
 * chunks). The first time the browser runs a piece of code it compiles it, and the first UPI
 * choice runs much code nothing on step 1 ran: the details' components and React's code for
 * creating elements. On a slow phone that compiling was a fifth of the tap. Rendering the
 * details once into an element that is never attached does it ahead. Nothing is shown and
 * nothing is called: the actions are the server's no-ops, and the QR code is the drawing the
 * prefetch made. The render is a transition, in React's short slices, and the unmount a task of
 * its own: done at once, on a phone at 6× it was one task of about 60 ms (docs/performance.md).
 */
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { UpiChannel } from '../../common/channels.ts';
import { serverActions, type PageActions, type PageContext } from '../../page/components/actions.ts';
import { PaymentDetails } from '../../page/components/PaymentDetails.tsx';
import type { Catalogue } from '../../page/i18n/en.ts';
import type { LanguageCode } from '../../page/i18n/languages.ts';
import { TextProvider } from '../../page/i18n/use-text.ts';
import { nextTask } from '../platform/next-task.ts';

interface Rehearsal {
  channel: UpiChannel;
  amount: number;
  context: PageContext;
  language: { code: LanguageCode; text: Catalogue };
  /** The drawings made so far (client/qr/lazy-qr.ts), so the code is drawn without loading anything. */
  drawnQr: PageActions['drawnQr'];
}

/** Says when the render it closes has been committed. */
function Committed({ then }: { then: () => void }) {
  useLayoutEffect(then, [then]);
  return null;
}

/** Settles once the details have been rendered and unmounted again. */
export async function rehearseDetails({ channel, amount, context, language, drawnQr }: Rehearsal): Promise<void> {
  let failed: (error: unknown) => void = () => {};
  // A render that throws fails the rehearsal quietly: the tap compiles the code instead.
  const root = createRoot(document.createElement('div'), { onUncaughtError: (error) => failed(error) });
  try {
    await new Promise<void>((committed, reject) => {
      failed = reject;
      startTransition(() =>
        root.render(
          <TextProvider code={language.code} text={language.text}>
            <PaymentDetails
              channel={channel}
              amount={amount}
              // Only a UPI option past its limit reads the groups, for a link to bank transfer: none needed here.
              groups={[]}
              appMissing={null}
              context={context}
              actions={{ ...serverActions, drawnQr }}
            />
            <Committed then={committed} />
          </TextProvider>,
        ),
      );
    });
    await nextTask();
  } finally {
    root.unmount();
  }
}
