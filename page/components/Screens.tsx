/** The whole-page screens before step 2: loading and error (docs/rules.md, Step flow); the later ones are ./AfterStepTwo.tsx. */
import { useText } from '../i18n/use-text.ts';
import { AlertIcon } from './icons.tsx';

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
