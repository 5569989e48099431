/**
 * The page inside a merchant's frame (docs/embedding.md, 'The page inside a frame'): a lazy chunk,
 * loaded only when the page is framed and the page worker named embedders (./report.ts), so a
 * link opened directly carries none of it. It posts the contract's events (common/embed-events.ts) to
 * the embedder, and only once it is sure who that is; never to '*'.
 */
import { embedMessage, type EmbedMessage } from '../../common/embed-events.ts';
import type { FlowState } from '../../page/flow/state.ts';
import { errorReason } from './error-reason.ts';

/**
 * The embedder's origin, or null when the page is not sure of it: the loader's claim in the
 * fragment (`#embed=<origin>`) must be an origin EMBED_ORIGINS allows for this app (`embedders`,
 * from the boot data) and, where the engine offers `location.ancestorOrigins`, the parent's. An
 * ancestor the engine masks as 'null' (the loader's frame is `no-referrer`) tells nothing either
 * way: the list decides, and a message to an origin that is not the parent's is dropped anyway.
 */
export function embedderOf(
  hash: string,
  embedders: readonly string[],
  ancestors: { readonly length: number; readonly [index: number]: string } | undefined,
): string | null {
  const claim = /^#embed=([^&#]+)$/.exec(hash)?.[1];
  if (!claim) return null;
  let origin: string;
  try {
    origin = decodeURIComponent(claim);
  } catch {
    return null;
  }
  if (!embedders.includes(origin)) return null;
  const parent = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (parent !== undefined && parent !== 'null' && parent !== origin) return null;
  return origin;
}

/** What one state change means to the embedder, given what was posted before. */
export interface Reporter {
  report: (state: FlowState) => void;
}

/**
 * The flow's states as events: `ready` once the page shows, `step` when the payer moves between
 * steps 1 and 2, `submitted` when the payment worker accepted the UTR, `done` once All Done shows
 * (with the redirect the page's rule allowed), `error` when the error screen shows, with its reason
 * (./error-reason.ts). Nothing typed, no token and no UTR: only the step (docs/embedding.md, 'Events').
 */
export function createReporter(
  post: (message: EmbedMessage) => void,
  redirectUrl: string | null,
  authToken: string | null = null,
  now: () => number = Date.now,
): Reporter {
  let previous: FlowState | null = null;
  let ready = false;
  let done = false;
  return {
    report: (state) => {
      const before = previous;
      previous = state;
      if (state === before) return;
      if (state.phase === 'error') {
        if (before?.phase !== 'error')
          post(embedMessage('error', { reason: errorReason(state.error, authToken, now()) }));
        return;
      }
      // `ready` waits for saved progress to be read, so it names the step the payer sees.
      if (state.phase !== 'ready' || !state.progressRead) return;
      if (!ready) {
        ready = true;
        post(embedMessage('ready', { step: state.step }));
      } else if (before && state.step !== before.step && state.step !== 3) {
        post(embedMessage('step', { step: state.step }));
      }
      if (before?.submission === 'submitting' && state.page === 'done') post(embedMessage('submitted', {}));
      if (state.page === 'done' && !done) {
        done = true;
        post(embedMessage('done', { redirect_url: redirectUrl }));
      }
    },
  };
}

/** The page's own lists that Escape closes first: the language menu and the deposit type's options. */
const OPEN_LIST = 'details[open], [role="listbox"]:not([hidden])';

/** The hidden frame that takes the UPI app hand-off in a merchant's frame: its name, a link's target. */
export const HAND_OFF_FRAME = 'upi-hand-off';

/**
 * 'Pay with a UPI app' in a merchant's frame (docs/embedding.md, 'UPI apps from inside a frame'):
 * its link says `target="_top"`, and the top window's navigation to an app link runs the merchant's
 * `beforeunload` first (a 'Leave site?' prompt, and no hand-off if the payer stays). In a frame the
 * tap instead goes to a hidden frame of the page's own, whose navigation is checked against the
 * page's CSP (`frame-src upi:` on a page that may be framed), not the merchant's, and leaves both
 * the merchant's page and this one where they are; the browser hands the link to the app. The
 * iPhone's row keeps the top window: iOS fires no `beforeunload`. Returns how to stop.
 */
export function handOffInFrame(): () => void {
  const target = document.createElement('iframe');
  target.name = HAND_OFF_FRAME;
  target.hidden = true;
  document.body.append(target);
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a.upi-app-link') : null;
    if (link instanceof HTMLAnchorElement) link.target = HAND_OFF_FRAME;
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    target.remove();
  };
}

export interface Framed extends Reporter {
  stop: () => void;
}

/** Starts reporting to the embedder, or returns null (and posts nothing) when the page is not sure who that is. */
export function startFramed(
  embedders: readonly string[],
  redirectUrl: string | null,
  authToken: string | null,
): Framed | null {
  const origin = embedderOf(location.hash, embedders, location.ancestorOrigins);
  if (!origin) return null;
  const post = (message: EmbedMessage) => window.parent.postMessage(message, origin);
  // What only a framed page shows differently: its done screen says nothing of closing a window.
  document.documentElement.classList.add('is-framed');
  const reporter = createReporter(post, redirectUrl, authToken);

  // Escape asks the embedder to close, unless it closed one of the page's own lists.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector(OPEN_LIST)) {
      post(embedMessage('close', {}));
    }
  };
  document.addEventListener('keydown', onKey);
  const stopHandOff = handOffInFrame();

  // The content's height (the body is at least the frame's height, so it would never shrink).
  const root = document.getElementById('root');
  let height = -1;
  // While a submission runs (the upload, the bot check, the call) or a dialog is open, the frame
  // never shrinks: the bot-check screen is shorter than the form it replaces for a moment, and the
  // merchant's page below the element would jump up and back (docs/embedding.md, 'The page inside a
  // frame'). It follows the content again once the submission has ended, done or not.
  let holding = false;
  const postHeight = () => {
    if (!root) return;
    const next = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
    if (next === height || (next < height && (holding || document.querySelector('dialog[open]')))) return;
    height = next;
    post(embedMessage('resize', { height: next }));
  };
  const observer = root && typeof ResizeObserver === 'function' ? new ResizeObserver(postHeight) : null;
  if (root) observer?.observe(root);

  return {
    report: (state) => {
      reporter.report(state);
      const was = holding;
      holding = state.phase === 'ready' && state.page === 'pay' && state.submission !== 'idle';
      if (was && !holding) postHeight();
    },
    stop: () => {
      document.removeEventListener('keydown', onKey);
      stopHandOff();
      observer?.disconnect();
    },
  };
}
