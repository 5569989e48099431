/**
 * The payer flow's vocabulary (docs/rules.md, Step flow): the page-wide state, every action, the
 * state before anything has loaded, and the few questions about a state that more than one group
 * of rules asks. The rules themselves are ./state.ts's reducer and the groups it hands each action to.
 */
import type { Channel, ChannelGroup, ChannelId, Channels } from '../../common/channels.ts';
import type { PageFlags } from '../../common/payer-link.ts';
import type { ToastText } from '../toasts.ts';

export type Step = 1 | 2 | 3;

/**
 * Why the error screen shows; 'not-found' is the route screen without 'Try again'. 'unauthorized':
 * the payment worker refused the link's token (common/payment-api.ts, refusesLink), on any call.
 */
export type ErrorKind = 'not-found' | 'invalid-link' | 'config' | 'load' | 'call' | 'chunk' | 'unauthorized';

/** Where a submission is (docs/rules.md, One submission at a time): anything but idle blocks a second one. */
export type Submission = 'idle' | 'uploading' | 'checking' | 'submitting';

export type ToastKind = 'error' | 'success';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** A catalogue key (read in the page's language when shown) or the payment worker's own words. */
  message: ToastText;
  /** Auto-dismiss after this many ms; only a positive duration dismisses. */
  durationMs?: number;
}

/** What `sessionStorage` gave back for this link (docs/rules.md, Saved progress). */
export interface SavedProgress {
  channelId: ChannelId | null;
  utr: string;
  /** The payer had left step 2 for their payment app (docs/rules.md, Coming back from the payment app). */
  leftForApp?: boolean;
  /** This link's deposit went in: loading it again in this tab shows the done screen, never a form. */
  done?: boolean;
}

export interface FlowState {
  phase: 'loading' | 'error' | 'ready';
  error: ErrorKind | null;
  page: 'pay' | 'done';
  step: Step;
  /** Whether the last step change moved forward: only then does the progress line wait 600 ms. */
  advancing: boolean;
  flags: PageFlags;
  amount: number;
  /** Channel groups in display order (docs/rules.md, Query flags). */
  groups: ChannelGroup[];
  selectedType: string | null;
  channel: Channel | null;
  resubmit: boolean;
  utr: string;
  proof: File | null;
  /**
   * Whether the proof gets a thumbnail (docs/rules.md, Proof files): not a picture whose header
   * declares more pixels than the page decodes, which the browser would decode whole to draw 56 px.
   */
  proofThumbnail: boolean;
  /**
   * The key of the proof's reading (docs/rules.md, Reading the UTR from a screenshot): a new one for
   * every picture chosen, so the form mounts a new reader and nothing of the last one's carries over.
   */
  proofKey: number;
  submission: Submission;
  /** Upload progress from 0 to 1 while uploading. */
  uploadProgress: number;
  toasts: Toast[];
  nextToastId: number;
  /** The page was hidden on step 2, most likely for the payer's UPI or banking app. */
  leftForApp: boolean;
  /** The prompt that points a returning payer at the UTR field. */
  returnPrompt: boolean;
  /**
   * Whether the browser has read saved progress (never on the server): a merchant's frame hears
   * `ready` only then, with the step the restore settled on (docs/embedding.md, Events).
   */
  progressRead: boolean;
  /** The UPI app a tap on the iPhone row did not open, by name (docs/rules.md, UPI apps on iPhone). */
  appMissing: string | null;
}

export type Action =
  /** `read`: the browser read saved progress into `saved` (absent on the server and at hydration). */
  | { type: 'channelsLoaded'; channels: Channels; saved: SavedProgress | null; read?: true }
  /** Saved progress read after hydration; null when there was none to restore. */
  | { type: 'progressRestored'; saved: SavedProgress | null }
  | { type: 'failed'; error: ErrorKind }
  | { type: 'typeChosen'; channelType: string }
  | { type: 'channelChosen'; channelId: ChannelId }
  | { type: 'alreadyPaid' }
  | { type: 'back' }
  | { type: 'historyBack' }
  | { type: 'historyForward'; channelId: ChannelId }
  | { type: 'pageHidden' }
  | { type: 'pageShown' }
  | { type: 'upiAppMissing'; app: string }
  | { type: 'stepChosen'; step: Step }
  | { type: 'utrChanged'; utr: string }
  | { type: 'proofChosen'; file: File; thumbnail: boolean }
  | { type: 'proofRemoved' }
  | { type: 'submitStarted'; utr: string }
  | { type: 'uploadProgressed'; fraction: number }
  | { type: 'botCheckStarted' }
  | { type: 'botCheckSolved' }
  | { type: 'submitAccepted' }
  | { type: 'submitStopped'; toast: Omit<Toast, 'id'> }
  | { type: 'toastShown'; toast: Omit<Toast, 'id'> }
  | { type: 'toastClosed'; id: number };

/**
 * The rules for a group of actions, one per action type: what the state becomes when it happens.
 * The reducer (./state.ts) is every group's rules together, so a type without a rule does not compile.
 */
export type Rules<A extends Action> = {
  [K in A['type']]: (state: FlowState, action: Extract<A, { type: K }>) => FlowState;
};

/** The state before anything has loaded; `error` starts the page on the error screen. */
export function initialState(flags: PageFlags, error: ErrorKind | null = null): FlowState {
  return {
    phase: error ? 'error' : 'loading',
    error,
    page: 'pay',
    step: 1,
    advancing: false,
    flags,
    amount: 0,
    groups: [],
    selectedType: null,
    channel: null,
    resubmit: false,
    utr: '',
    proof: null,
    proofThumbnail: true,
    proofKey: 0,
    submission: 'idle',
    uploadProgress: 0,
    toasts: [],
    nextToastId: 1,
    leftForApp: false,
    returnPrompt: false,
    progressRead: false,
    appMissing: null,
  };
}

export function findChannel(groups: ChannelGroup[], id: ChannelId): Channel | null {
  for (const group of groups) {
    const found = group.options.find((option) => option.channel_id === id);
    if (found) return found;
  }
  return null;
}

export const firstOption = (groups: ChannelGroup[]): Channel | null => groups[0]?.options[0] ?? null;

/** While the payer is choosing and typing: the page is pay and no submission is running. */
export const editable = (state: FlowState) =>
  state.phase === 'ready' && state.page === 'pay' && state.submission === 'idle';
