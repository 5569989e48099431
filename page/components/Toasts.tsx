/**
 * Toasts, bottom-left. Two live regions that always exist, so screen readers
 * announce what is added: errors assertively, successes politely.
 */
import type { Toast } from '../flow/state.ts';
import { toastText } from '../toasts.ts';
import { useText } from '../i18n/use-text.ts';
import { CloseIcon } from './icons.tsx';

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const text = useText();
  return (
    <div className={`toast toast-${toast.kind}`} data-testid="toast">
      <p className="toast-text">
        <span className="visually-hidden">
          {toast.kind === 'error' ? `${text.toastError}: ` : `${text.toastSuccess}: `}
        </span>
        <span className="toast-message">{toastText(text, toast.message)}</span>
      </p>
      <button type="button" className="toast-close" onClick={() => onClose(toast.id)} aria-label={text.closeToast}>
        <CloseIcon />
      </button>
    </div>
  );
}

export function Toasts({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const successes = toasts.filter((toast) => toast.kind === 'success');
  return (
    <div className="toasts">
      <div className="toast-list" role="alert" aria-live="assertive">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={onClose} />
        ))}
      </div>
      <div className="toast-list" role="status" aria-live="polite">
        {successes.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={onClose} />
        ))}
      </div>
    </div>
  );
}
