/**
 * Step 2's panel as the browser renders it (page/components/StepTwo.tsx), with the screenshot reader
 * its form asks for (docs/rules.md, Reading the UTR from a screenshot): a lazy chunk of its own
 * (client/reader/reader-chunk.tsx), which the payer's intent to attach a picture fetches with the
 * OCR engine (client/reader/ocr-intent.ts). While it is on screen, a pasted picture is the proof.
 */
import { useEffect } from 'react';
import { StepTwo, type StepTwoProps } from '../../page/components/StepTwo.tsx';
import { ScreenshotReaderContext } from '../../page/components/reader-context.ts';
import { useOptionSwitch } from '../navigation/option-switch.ts';
import { afterNextPaint } from '../platform/next-task.ts';
import { usePasteProof } from '../proof/use-paste.ts';
import { watchReadingIntent } from '../reader/ocr-intent.ts';
import { renderReader } from '../reader/reader-chunk.tsx';

export function StepTwoPanel(props: StepTwoProps) {
  usePasteProof(props.actions.chooseProof);
  // The link from a UPI option past its limit to bank transfer changes the option, not the step.
  useOptionSwitch(props.channel.channel_id);
  // The picker opened or a picture dragged in: the OCR engine starts loading (client/reader/ocr-intent.ts).
  // Listening from the frame after the one that shows step 2, whose form comes a frame later still:
  // asking how this browser reads takes a tap's task a few ms on a slow phone.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    void afterNextPaint().then(() => {
      if (current) stop = watchReadingIntent(document);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, []);
  return (
    <ScreenshotReaderContext value={renderReader}>
      <StepTwo {...props} />
    </ScreenshotReaderContext>
  );
}
