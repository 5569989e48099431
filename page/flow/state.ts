/**
 * The payer flow as data: the page-wide state and every transition
 * (docs/rules.md, Step flow and Query flags) as one pure reducer. No I/O here: effects
 * (calls, timers, storage, navigation) dispatch actions and read the state.
 * Each `case` is one rule; state.test.ts beside it mirrors them one by one.
 */
import { linkedChannel } from '../../common/channel-link.ts';
import { orderGroups, type Channel, type ChannelGroup, type ChannelId, type Channels } from '../../common/channels.ts';
import type { PageFlags } from '../../common/payer-link.ts';
import { upiLeads } from '../../common/rail-limits.ts';
import type { ToastText } from '../toasts.ts';

export type Step = 1 | 2 | 3;

/**
 * Why the error screen shows; 'not-found' is the route screen without 'Try again'. 'unauthorized':
 * the payment worker refused the link's token (common/payment-api.ts, refusesLink), on any call.
 */
export type ErrorKind = 'not-found' | 'invalid-link' | 'config' | 'load' | 'call' | 'chunk' | 'unauthorized';

/** Where a submission is (docs/rules.md, One submission at a time): anything but idle blocks a second one. */
type Submission = 'idle' | 'uploading' | 'checking' | 'submitting';

type ToastKind = 'error' | 'success';

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

function findChannel(groups: ChannelGroup[], id: ChannelId): Channel | null {
  for (const group of groups) {
    const found = group.options.find((option) => option.channel_id === id);
    if (found) return found;
  }
  return null;
}

const firstOption = (groups: ChannelGroup[]): Channel | null => groups[0]?.options[0] ?? null;

/** The option 'Have you already made a payment?…' goes to step 2 with: the chosen one, else the first. */
export const alreadyPaidChannel = (state: FlowState): Channel | null => state.channel ?? firstOption(state.groups);

/** The automatic ways into step 2; they preselect the first option (docs/rules.md, Query flags). */
function skipsSelection(flags: PageFlags, groups: ChannelGroup[]): boolean {
  const trivial = groups.length === 1 && groups[0]?.options.length === 1;
  return flags.resubmit || flags.skipSelection || (flags.skipTrivialSelection && trivial);
}

/** A restored step 2 the payer had left for their app greets them with the prompt, as a return would. */
const awayFrom = (saved: SavedProgress | null, restored: Channel | null) => {
  const away = Boolean(saved?.leftForApp && restored);
  return { leftForApp: away, returnPrompt: away };
};

/** Leaving step 2 in the page forgets that the payer had gone to their app, or that one did not open. */
const notAway = { leftForApp: false, returnPrompt: false, appMissing: null };

function withToast(state: FlowState, toast: Omit<Toast, 'id'>): FlowState {
  return {
    ...state,
    toasts: [...state.toasts, { ...toast, id: state.nextToastId }],
    nextToastId: state.nextToastId + 1,
  };
}

/** While the payer is choosing and typing: the page is pay and no submission is running. */
const editable = (state: FlowState) => state.phase === 'ready' && state.page === 'pay' && state.submission === 'idle';

/** Whether a submission may start now (docs/rules.md, One submission at a time); the submitter asks the same question before any call. */
export const canSubmit = (state: FlowState): boolean => editable(state) && state.step === 2 && state.channel !== null;

export function reduce(state: FlowState, action: Action): FlowState {
  switch (action.type) {
    case 'channelsLoaded': {
      if (state.phase !== 'loading') return state;
      // Bank transfer leads where UPI cannot take the amount (docs/rules.md, Bank transfers and large amounts).
      const { groups: sent, amount } = action.channels;
      const groups = orderGroups(sent, upiLeads(sent, amount, state.flags.upiDefault));
      const saved = action.saved;
      if (saved?.done) {
        return {
          ...state,
          phase: 'ready',
          amount,
          groups,
          page: 'done',
          step: 3,
          advancing: false,
          progressRead: true,
        };
      }
      const restored = saved?.channelId != null ? findChannel(groups, saved.channelId) : null;
      // A card link's choice (docs/rules.md, Without JavaScript) beats the automatic one; an unknown id is no choice.
      const { channel: linkedId, channelType } = state.flags;
      const linked = linkedId !== undefined ? linkedChannel(groups, linkedId, channelType) : null;
      const channel = restored ?? linked ?? (skipsSelection(state.flags, groups) ? firstOption(groups) : null);
      return {
        ...state,
        phase: 'ready',
        amount,
        groups,
        channel,
        selectedType: channel?.type ?? groups[0]?.type ?? null,
        step: channel ? 2 : 1,
        advancing: false,
        resubmit: state.flags.resubmit,
        utr: saved?.utr ?? '',
        progressRead: action.read === true,
        ...awayFrom(saved, restored),
      };
    }
    case 'progressRestored': {
      // Right after hydrating a page the server already filled: the same restore as channelsLoaded's.
      const saved = action.saved;
      // Too late to restore (the payer already submitting, or an error), or nothing saved: read all the same.
      if (!editable(state) || !saved) return { ...state, progressRead: true };
      if (saved.done) return { ...state, page: 'done', step: 3, advancing: false, resubmit: false, progressRead: true };
      const channel = saved.channelId != null ? findChannel(state.groups, saved.channelId) : null;
      return {
        ...state,
        progressRead: true,
        utr: saved.utr,
        ...(channel
          ? {
              channel,
              selectedType: channel.type,
              step: 2,
              advancing: false,
              ...awayFrom(saved, channel),
            }
          : {}),
      };
    }
    case 'failed':
      // Once done, the deposit is in: nothing later may replace the thank-you screen.
      if (state.page === 'done') return state;
      return { ...state, phase: 'error', error: action.error, submission: 'idle' };
    case 'typeChosen':
      if (!editable(state) || !state.groups.some((group) => group.type === action.channelType)) return state;
      return { ...state, selectedType: action.channelType };
    case 'channelChosen': {
      const channel = findChannel(state.groups, action.channelId);
      if (!editable(state) || !channel) return state;
      return { ...state, channel, selectedType: channel.type, step: 2, advancing: true };
    }
    case 'alreadyPaid': {
      const channel = alreadyPaidChannel(state);
      if (!editable(state) || !channel) return state;
      return { ...state, channel, selectedType: channel.type, step: 2, advancing: true, resubmit: true };
    }
    // The browser's Back onto the entry before step 2 is 'Go Back' (docs/rules.md, Steps in the browser history).
    case 'back':
    case 'historyBack':
      if (!editable(state) || state.step === 1) return state;
      return { ...state, step: (state.step - 1) as Step, advancing: false, resubmit: false, ...notAway };
    case 'historyForward': {
      // Forward onto step 2's entry returns to the channel it was entered with; never out of done.
      const channel = findChannel(state.groups, action.channelId);
      if (!editable(state) || state.step !== 1 || !channel) return state;
      return { ...state, channel, selectedType: channel.type, step: 2, advancing: true };
    }
    case 'stepChosen':
      if (!editable(state) || action.step >= state.step) return state;
      return { ...state, step: action.step, advancing: false, resubmit: false, ...notAway };
    case 'pageHidden':
      // Hidden means an app took over after all: a 'did not open' note would now be wrong.
      if (!editable(state) || state.step !== 2 || (state.leftForApp && !state.appMissing)) return state;
      return { ...state, leftForApp: true, appMissing: null };
    case 'upiAppMissing':
      // Only while the payer is still on step 2, where the row is (a wait outlives leaving it).
      if (!editable(state) || state.step !== 2) return state;
      return { ...state, appMissing: action.app };
    case 'pageShown':
      if (!editable(state) || !state.leftForApp || state.returnPrompt) return state;
      return { ...state, returnPrompt: true };
    case 'utrChanged':
      return editable(state) ? { ...state, utr: action.utr } : state;
    case 'proofChosen':
      // Each picture its own reading, and a thumbnail only where the proof check allows one.
      if (!editable(state)) return state;
      return { ...state, proof: action.file, proofThumbnail: action.thumbnail, proofKey: state.proofKey + 1 };
    case 'proofRemoved':
      return editable(state) ? { ...state, proof: null } : state;
    case 'submitStarted':
      // A second press while one runs starts nothing.
      if (!canSubmit(state)) return state;
      return {
        ...state,
        utr: action.utr,
        submission: state.proof ? 'uploading' : 'checking',
        uploadProgress: 0,
      };
    case 'uploadProgressed':
      // NaN would slip through the clamp below and break the progress bar: keep the last value.
      if (state.submission !== 'uploading' || Number.isNaN(action.fraction)) return state;
      return { ...state, uploadProgress: Math.min(1, Math.max(0, action.fraction)) };
    case 'botCheckStarted':
      if (state.submission !== 'uploading' && state.submission !== 'checking') return state;
      return { ...state, submission: 'checking' };
    case 'botCheckSolved':
      if (state.submission !== 'checking') return state;
      return { ...state, submission: 'submitting' };
    case 'submitAccepted':
      // The token is spent by the call, whatever its answer (docs/rules.md, Bot check (Turnstile) ordering).
      if (state.submission !== 'submitting') return state;
      // An error toast from an earlier try must not stay over 'All Done' (docs/rules.md, Toasts and durations).
      return {
        ...state,
        page: 'done',
        step: 3,
        advancing: true,
        submission: 'idle',
        resubmit: false,
        toasts: state.toasts.filter((toast) => toast.kind !== 'error'),
        ...notAway,
      };
    case 'submitStopped':
      if (state.submission === 'idle') return state;
      return withToast({ ...state, submission: 'idle', uploadProgress: 0 }, action.toast);
    case 'toastShown':
      return withToast(state, action.toast);
    case 'toastClosed':
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.id) };
  }
}

/** The screen to show, derived so it can never disagree with the state. */
export type Screen = 'loading' | 'error' | 'bot-check' | 'pay' | 'done';

export function screenOf(state: FlowState): Screen {
  if (state.phase === 'loading') return 'loading';
  if (state.phase === 'error') return 'error';
  if (state.page === 'done') return 'done';
  if (state.submission === 'checking') return 'bot-check';
  return 'pay';
}

/** The groups' channel types for the 'Deposit Type' dropdown, and the options of the chosen one. */
export function optionsOf(state: FlowState): Channel[] {
  return state.groups.find((group) => group.type === state.selectedType)?.options ?? [];
}

/** Whether the page shows step 2's panel: paying, on step 2, with its option. */
export const showsStepTwo = (state: FlowState): boolean =>
  screenOf(state) === 'pay' && state.step === 2 && state.channel !== null;

/**
 * Whether the page needs step 2's chunk from the start (docs/rules.md, Lazy chunks), and so loads it
 * with step 1's code rather than while idle: it shows step 2 already, or it is still loading its
 * channels, whose call is in that chunk (and whose flags may then choose an option at once).
 */
export function needsStepTwoAtOnce(state: FlowState): boolean {
  return state.phase === 'loading' || showsStepTwo(state);
}
