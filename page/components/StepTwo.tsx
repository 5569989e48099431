/**
 * Step 2's panel: the payment details and, one render behind them, the confirmation form
 * (docs/rules.md, Step flow and Start-up). The page worker renders it into the first HTML; the browser
 * loads it as a chunk of its own, fetched while step 1 idles or preloaded by a page that opens on
 * step 2 (docs/rules.md, Lazy chunks), and reaches it through ./step-two-slot.ts.
 */
import type { Channel } from '../../common/channels.ts';
import type { FlowState } from '../flow/state.ts';
import type { PageActions, PageContext } from './actions.ts';
import { PaymentDetails } from './PaymentDetails.tsx';
import { UtrForm } from './UtrForm.tsx';

export interface StepTwoProps {
  state: FlowState;
  /** The option step 2 shows (the state's, never null here). */
  channel: Channel;
  context: PageContext;
  actions: PageActions;
  /** The form follows the payment details one render behind (page/components/Page.tsx). */
  showForm: boolean;
}

export function StepTwo({ state, channel, context, actions, showForm }: StepTwoProps) {
  return (
    <>
      <PaymentDetails
        channel={channel}
        amount={state.amount}
        groups={state.groups}
        appMissing={state.appMissing}
        context={context}
        actions={actions}
      />
      {showForm && <UtrForm state={state} actions={actions} />}
    </>
  );
}
