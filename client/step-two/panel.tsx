/**
 * Step 2's panel as the browser renders it (page/components/StepTwo.tsx), with the screenshot reader
 * its form asks for (docs/rules.md, Reading the UTR from a screenshot): a lazy chunk of its own,
 * loaded with the first picture; the OCR engine is readied on the payer's intent to attach one
 * (client/reader/ocr-intent.ts). One that cannot load is one console line and no suggestion, never
 * the error screen: reading is a help, never in the way.
 */
import { lazy, useEffect, type ComponentType } from 'react';
import { StepTwo, type StepTwoProps } from '../../page/components/StepTwo.tsx';
import {
  ScreenshotReaderContext,
  type RenderReader,
  type ScreenshotReaderProps,
} from '../../page/components/reader-context.ts';
import { watchReadingIntent } from '../reader/ocr-intent.ts';

const ScreenshotReader = lazy((): Promise<{ default: ComponentType<ScreenshotReaderProps> }> =>
  import('../reader/ScreenshotReader.tsx').catch((error: unknown) => {
    console.error(`Reading the screenshot failed: ${error instanceof Error ? error.message : String(error)}`);
    return { default: () => null };
  }),
);
const renderReader: RenderReader = (props) => <ScreenshotReader {...props} />;

export function StepTwoPanel(props: StepTwoProps) {
  // The picker opened or a picture dragged in: the OCR engine starts loading (client/reader/ocr-intent.ts).
  useEffect(() => watchReadingIntent(document), []);
  return (
    <ScreenshotReaderContext value={renderReader}>
      <StepTwo {...props} />
    </ScreenshotReaderContext>
  );
}
