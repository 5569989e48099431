/**
 * What the payer is told in a toast (docs/rules.md, Toasts and durations): closing one, the timers
 * that close the rest, and Copy, whose outcome is a toast.
 */
import { useMemo } from 'react';
import type { Toast } from '../../page/flow/state.ts';
import type { PageActions } from '../../page/components/actions.ts';
import { toasts } from '../../page/toasts.ts';
import { copyText } from './clipboard.ts';
import { useToastTimers } from './toast-timers.ts';
import type { Dispatch } from '../platform/latest.ts';

export type ToastActions = Pick<PageActions, 'closeToast' | 'copy'>;

export function useToasts(shown: Toast[], dispatch: Dispatch): ToastActions {
  const actions = useMemo(
    (): ToastActions => ({
      closeToast: (id) => dispatch({ type: 'toastClosed', id }),
      copy: (value) =>
        void copyText(value).then((copied) =>
          dispatch({ type: 'toastShown', toast: copied ? toasts.copied : toasts.somethingWrong }),
        ),
    }),
    [dispatch],
  );
  useToastTimers(shown, actions.closeToast);
  return actions;
}
