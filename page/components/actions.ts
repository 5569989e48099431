/**
 * What the components may ask for. Components are presentational: they call
 * these and never do I/O themselves. The browser wires them to the reducer and
 * the effect modules (client/App.tsx, one hook per feature, each in that
 * feature's folder of client/); the server renders with no-ops.
 */
import type { ChannelId } from '../../common/channels.ts';
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { DrawnQr } from '../../common/qr-drawing.ts';
import type { QrPicture } from '../../common/qr-options.ts';
import type { Step } from '../flow/state.ts';
import type { LanguageCode, Languages } from '../i18n/languages.ts';

// Function properties, not methods: components pass them around unbound as event handlers.
export interface PageActions {
  chooseType: (channelType: string) => void;
  chooseChannel: (channelId: ChannelId) => void;
  alreadyPaid: () => void;
  back: () => void;
  chooseStep: (step: Step) => void;
  changeUtr: (utr: string) => void;
  chooseProof: (file: File) => void;
  removeProof: () => void;
  submit: () => void;
  copy: (value: string) => void;
  closeToast: (id: number) => void;
  tryAgain: () => void;
  /** Draws the UPI link as a QR code (shown as SVG); loaded lazily in the browser. */
  qrSvg: (text: string) => Promise<QrDrawing>;
  /** A code already drawn in this page (the idle prefetch draws ahead), or null. */
  drawnQr: (text: string) => QrDrawing | null;
  /** A UPI app's link was tapped (docs/rules.md, UPI apps on iPhone): watch whether the app opens. */
  upiAppTapped: (appName: string) => void;
  /** Downloads the QR picture as a PNG. */
  saveQr: (picture: QrPicture) => void;
  /** Hands the QR picture to the device's share sheet. */
  shareQr: (picture: QrPicture) => void;
  /** Whether this browser can share the picture as a file; answered only in the browser, after hydration. */
  qrShareable: (picture: QrPicture) => Promise<boolean>;
  /** The bot-check widget's element, as a ref callback: the check runs in it (docs/rules.md, Bot check (Turnstile) ordering). */
  botCheckWidget: (element: HTMLElement | null) => void;
  /** Shows the page in another language, in place (docs/rules.md, Languages). */
  chooseLanguage: (code: LanguageCode) => void;
}

/** Things the page shows that are fixed for its lifetime. */
export interface PageContext {
  /** The validated redirect target (docs/rules.md, Redirect rule), or null. */
  redirectUrl: string | null;
  /** A QR code the server already drew, with the text it encodes. */
  qr: DrawnQr | null;
  /** The codes the server drew ahead for step 1's UPI options (page/boot.ts, `drawnAhead`). */
  drawnAhead: readonly DrawnQr[];
  /** What the cards' and the way back's hrefs keep of the page's query (common/channel-link.ts, linkQuery). */
  query: string;
  /** Whether step 2 offers 'Pay with a UPI app' (docs/rules.md, UPI app link). */
  upiAppLink: boolean;
  /** Whether step 2 offers the row of UPI apps (docs/rules.md, UPI apps on iPhone). */
  upiApps: boolean;
  /** The languages the menu lists, from the boot data (page/boot.ts). */
  languages: Languages;
}

const nothing = () => {};

/** The server's actions: rendering only, nothing to do. */
export const serverActions: PageActions = {
  chooseType: nothing,
  chooseChannel: nothing,
  alreadyPaid: nothing,
  back: nothing,
  chooseStep: nothing,
  changeUtr: nothing,
  chooseProof: nothing,
  removeProof: nothing,
  submit: nothing,
  copy: nothing,
  closeToast: nothing,
  tryAgain: nothing,
  // Never settles: the server draws only the code it hands over in the boot data.
  qrSvg: () => new Promise(nothing),
  drawnQr: () => null,
  upiAppTapped: nothing,
  saveQr: nothing,
  shareQr: nothing,
  qrShareable: () => Promise.resolve(false),
  botCheckWidget: nothing,
  chooseLanguage: nothing,
};
