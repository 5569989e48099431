/** The whole-page screens: loading, error, bot check, done (docs/rules.md, Step flow). */
import { useText } from '../i18n/use-text.ts';
import { AlertIcon, CheckIcon, ShieldIcon } from './icons.tsx';

export function LoadingScreen() {
  const text = useText();
  return (
    <div className="screen screen-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {/* Every screen has its one heading, this one for screen readers only. */}
      <h1 className="visually-hidden">{text.loading}</h1>
    </div>
  );
}

export function ErrorScreen({ canRetry, onRetry }: { canRetry: boolean; onRetry: () => void }) {
  const text = useText();
  return (
    <div className="screen screen-error" role="alert">
      <span className="screen-icon">
        <AlertIcon />
      </span>
      <h1 className="screen-title">{text.errorTitle}</h1>
      <p className="screen-body">{text.errorBody}</p>
      {canRetry && (
        <button type="button" className="button button-primary" onClick={onRetry}>
          {text.tryAgain}
        </button>
      )}
    </div>
  );
}

export function BotCheckScreen({ widget }: { widget: (element: HTMLElement | null) => void }) {
  const text = useText();
  return (
    <div className="screen screen-botcheck" aria-busy="true">
      <ShieldIcon />
      <h1 className="screen-title">{text.botCheckTitle}</h1>
      <p className="screen-body">{text.botCheckBody}</p>
      <div className="botcheck-widget" ref={widget} />
    </div>
  );
}

/** Step 3's panel (docs/rules.md, Step flow): the green check, then the redirect or the all-clear. */
export function DoneScreen({ redirecting }: { redirecting: boolean }) {
  const text = useText();
  return (
    <div className="done" role="status">
      <span className="done-check">
        <CheckIcon />
      </span>
      <h2 className="done-title">{text.allDone}</h2>
      <p className="done-body">{redirecting ? text.redirecting : text.closeWindow}</p>
    </div>
  );
}
