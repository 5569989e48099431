/**
 * The step-2 chunk (docs/rules.md, Lazy chunks): everything only step 2 runs, which step 1 neither
 * shows nor needs to choose an option. Its panel (the payment details, the UTR form, the proof
 * input, with the screenshot reader's lazy loader) and the bot-check and done screens after it, the QR code's idle work with the rehearsal of that panel, and what its controls set
 * going: saving and sharing the QR code, the UPI app check, the proof check, the submission and its
 * bot check. And the call for the channels with its answer's reader, which a page the edge filled
 * never needs, and saved
 * progress, read once step 1's first frame is painted. Loaded through ./load.tsx only.
 */
export { StepTwoPanel as StepTwo } from './panel.tsx';
export { BotCheckScreen } from '../../page/components/AfterStepTwo.tsx';
export { DonePanel } from './done.tsx';
export { createStepTwoActions } from './actions.ts';
export { startQrPrefetch } from '../qr/start-prefetch.ts';
// Not step 2's, but needed only where the browser loads the channels itself, which preloads this
// chunk (client/progress/use-progress.ts): the call and the answer's reader.
export { loadChannels } from '../progress/load-channels.ts';
// Saved progress, read once step 1 has painted and its chunk is there (client/progress/use-progress.ts).
export { keepProgress, loadProgress, progressToRestore } from '../progress/saved-progress.ts';
