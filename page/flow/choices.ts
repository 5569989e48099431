/**
 * The flow's rules for choosing and moving between steps (docs/rules.md, Step flow, Steps in the
 * browser history, Coming back from the payment app): the type and the option, 'already paid', Back
 * in the page and in the browser, and the payer leaving for their app and coming back. One group of
 * ./state.ts's rules, tested rule by rule in state.test.ts.
 */
import type { Channel } from '../../common/channels.ts';
import {
  editable,
  findChannel,
  firstOption,
  type Action,
  type FlowState,
  type Rules,
  type Step,
} from './flow-types.ts';

export type ChoiceAction = Extract<
  Action,
  {
    type:
      | 'typeChosen'
      | 'channelChosen'
      | 'alreadyPaid'
      | 'back'
      | 'historyBack'
      | 'historyForward'
      | 'stepChosen'
      | 'pageHidden'
      | 'upiAppMissing'
      | 'pageShown';
  }
>;

/** The option 'Have you already made a payment?…' goes to step 2 with: the chosen one, else the first. */
export const alreadyPaidChannel = (state: FlowState): Channel | null => state.channel ?? firstOption(state.groups);

/** Leaving step 2 in the page forgets that the payer had gone to their app, or that one did not open. */
export const notAway = { leftForApp: false, returnPrompt: false, appMissing: null };

function stepBack(state: FlowState): FlowState {
  if (!editable(state) || state.step === 1) return state;
  return { ...state, step: (state.step - 1) as Step, advancing: false, resubmit: false, ...notAway };
}

export const choiceRules: Rules<ChoiceAction> = {
  typeChosen(state, action) {
    if (!editable(state) || !state.groups.some((group) => group.type === action.channelType)) return state;
    return { ...state, selectedType: action.channelType };
  },
  channelChosen(state, action) {
    const channel = findChannel(state.groups, action.channelId);
    if (!editable(state) || !channel) return state;
    return { ...state, channel, selectedType: channel.type, step: 2, advancing: true };
  },
  alreadyPaid(state) {
    const channel = alreadyPaidChannel(state);
    if (!editable(state) || !channel) return state;
    return { ...state, channel, selectedType: channel.type, step: 2, advancing: true, resubmit: true };
  },
  // The browser's Back onto the entry before step 2 is 'Go Back' (docs/rules.md, Steps in the browser history).
  back: stepBack,
  historyBack: stepBack,
  historyForward(state, action) {
    // Forward onto step 2's entry returns to the channel it was entered with; never out of done.
    const channel = findChannel(state.groups, action.channelId);
    if (!editable(state) || state.step !== 1 || !channel) return state;
    return { ...state, channel, selectedType: channel.type, step: 2, advancing: true };
  },
  stepChosen(state, action) {
    if (!editable(state) || action.step >= state.step) return state;
    return { ...state, step: action.step, advancing: false, resubmit: false, ...notAway };
  },
  pageHidden(state) {
    // Hidden means an app took over after all: a 'did not open' note would now be wrong.
    if (!editable(state) || state.step !== 2 || (state.leftForApp && !state.appMissing)) return state;
    return { ...state, leftForApp: true, appMissing: null };
  },
  upiAppMissing(state, action) {
    // Only while the payer is still on step 2, where the row is (a wait outlives leaving it).
    if (!editable(state) || state.step !== 2) return state;
    return { ...state, appMissing: action.app };
  },
  pageShown(state) {
    if (!editable(state) || !state.leftForApp || state.returnPrompt) return state;
    return { ...state, returnPrompt: true };
  },
};
