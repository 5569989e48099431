/**
 * What the page worker hands the client inside the page: the link, its flags, the
 * runtime configuration and, when the edge already has them, the channels.
 * Both sides derive the first state from it, so hydration starts from the
 * exact state the server rendered.
 */
import { linkQuery } from '../common/channel-link.ts';
import type { Channels } from '../common/channels.ts';
import type { ClientConfig } from '../common/client-config.ts';
import type { DrawnQr } from '../common/qr-drawing.ts';
import type { Link, PageFlags } from '../common/payer-link.ts';
import type { PageContext } from './components/actions.ts';
import { initialState, reduce, type ErrorKind, type FlowState } from './flow/state.ts';
import type { Catalogue } from './i18n/en.ts';
import { isLanguageCode, type LanguageCode, type Languages } from './i18n/languages.ts';

export interface Boot {
  error: ErrorKind | null;
  link: Link | null;
  flags: PageFlags;
  config: ClientConfig | null;
  /** Channels the page worker fetched before rendering (null: the client loads them). */
  channels: Channels | null;
  /** The QR code the page worker drew for a preselected UPI channel, if any. */
  qr?: DrawnQr | null;
  /**
   * On a first paint at step 1, the codes of the first UPI options the page worker drew ahead
   * (page-worker/render/server-qr.ts), so the browser need not start its QR thread to show them.
   */
  drawnAhead?: DrawnQr[];
  /** The language the page worker chose for this payer (docs/rules.md, Languages); absent means English. */
  lang?: LanguageCode;
  /** That language's catalogue, only when it is not English (the client bundles English). */
  text?: Catalogue;
  /**
   * The twelve languages' names, directions and tags (page/i18n/languages.ts), which the language
   * menu lists: every page's boot data carries them, as it carries the catalogue, so that the
   * browser bundles no copy (page-worker/render/link-page.ts).
   */
  languages?: Languages;
  /**
   * Whether step 2 offers 'Pay with a UPI app' (docs/rules.md, UPI app link): decided by the page
   * worker from the request's User-Agent, so the first HTML and the hydrated page agree.
   */
  upiAppLink?: boolean;
  /** Whether step 2 offers the row of UPI apps (docs/rules.md, UPI apps on iPhone), decided the same way. */
  upiApps?: boolean;
  /**
   * The signed ticket the operations beacon must carry (docs/rules.md, Operations data); absent when
   * beacons are off. It names the language the page was served in, which the beacon reports.
   */
  beaconTicket?: string;
  /**
   * The origins EMBED_ORIGINS lets frame this link (docs/embedding.md, 'Who hears them'): present
   * only when some may, so a page no one may frame carries nothing of the setting.
   */
  embedders?: string[];
}

export const BOOT_ELEMENT_ID = 'boot';

/**
 * The first state on both sides. Saved progress (sessionStorage) is browser-only,
 * so it is never part of this: the client applies it after hydration.
 */
export function bootState(boot: Boot): FlowState {
  const state = initialState(boot.flags, boot.error);
  return boot.channels ? reduce(state, { type: 'channelsLoaded', channels: boot.channels, saved: null }) : state;
}

/**
 * The language to render in first, the same on both sides: the page worker's choice with its
 * catalogue, which every page's boot data carries, English too (page-worker/render/link-page.ts), so that the
 * browser bundles none (docs/rules.md, Languages). Without one the page is English: the page worker
 * passes its own catalogue as `english`; in the browser such a boot is a broken page, and hydrating
 * it fails.
 */
export function bootLanguage(boot: Boot, english?: Catalogue): { code: LanguageCode; text: Catalogue } {
  const code = boot.lang !== undefined && isLanguageCode(boot.lang) ? boot.lang : 'en';
  if (boot.text) return { code, text: boot.text };
  if (!english) throw new Error('No catalogue');
  return { code: 'en', text: english };
}

/**
 * The page's fixed facts, derived the same way on the server and in the browser. The languages are
 * the boot data's; the page worker passes its own table as `own` for a boot without them, and in the
 * browser such a boot is a broken page.
 */
export function pageContext(boot: Boot, own?: Languages): PageContext {
  const languages = boot.languages ?? own;
  if (!languages) throw new Error('No languages');
  // Judged by the page worker before it wrote the boot data (common/payer-link.ts, withJudgedRedirect).
  const redirectUrl = boot.flags.redirectUrl;
  return {
    redirectUrl,
    qr: boot.qr ?? null,
    drawnAhead: boot.drawnAhead ?? [],
    query: linkQuery(boot.flags, redirectUrl),
    upiAppLink: boot.upiAppLink === true,
    upiApps: boot.upiApps === true,
    languages,
  };
}
