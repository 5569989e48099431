/**
 * The payer flow as data: the page-wide state and every transition
 * (docs/rules.md, Step flow and Query flags) as one pure reducer. No I/O here: effects
 * (calls, timers, storage, navigation) dispatch actions and read the state.
 * The reducer is one rule per action, as data, in three groups: loading (./loading.ts),
 * choosing and moving between steps (./choices.ts), the form and its submission (./form.ts);
 * the state and the actions are ./flow-types.ts's. state.test.ts beside them mirrors the rules
 * one by one, through this module.
 */
import type { Channel } from '../../common/channels.ts';
import { choiceRules } from './choices.ts';
import type { Action, FlowState, Rules } from './flow-types.ts';
import { formRules } from './form.ts';
import { loadingRules } from './loading.ts';

export type { Action, ErrorKind, FlowState, SavedProgress, Step, Toast } from './flow-types.ts';
export { initialState } from './flow-types.ts';
export { alreadyPaidChannel } from './choices.ts';
export { canSubmit } from './form.ts';

const rules: Rules<Action> = { ...loadingRules, ...choiceRules, ...formRules };

export function reduce(state: FlowState, action: Action): FlowState {
  // Each rule takes its own action type; TypeScript cannot pair the lookup with the call.
  return (rules[action.type] as (state: FlowState, action: Action) => FlowState)(state, action);
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
