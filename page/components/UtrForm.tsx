/**
 * The confirmation form of step 2: UTR, optional proof, Submit (docs/rules.md, Step flow and One
 * submission at a time), and the prompt for a payer back from their payment app (docs/rules.md,
 * Coming back from the payment app), in a polite live region that is always there so it is announced,
 * and the screenshot reader the browser provides (docs/rules.md, Reading the UTR from a screenshot):
 * one per picture, its suggestions in a second live region under the field, there from the start.
 * Submitting needs the script (the bot check): until it runs, CSS hides the fields and, once it is
 * clear that no script will run, shows the note that says so (docs/rules.md, Without JavaScript).
 */
import { Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { isUpi } from '../../common/channels.ts';
import type { FlowState } from '../flow/state.ts';
import { useText } from '../i18n/use-text.ts';
import type { PageActions } from './actions.ts';
import { CloseIcon } from './icons.tsx';
import { InfoIcon } from './step-two-icons.tsx';
import { ProofInput } from './ProofInput.tsx';
import { ScreenshotReaderContext } from './reader-context.ts';

const HINT_MS = 5000;

function UtrHint({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useText();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, HINT_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="hint" id="utr-hint" role="note">
      <p>{text.utrHint}</p>
      <button type="button" className="icon-button" onClick={onClose} aria-label={text.closeHint}>
        <CloseIcon />
      </button>
    </div>
  );
}

export function UtrForm({ state, actions }: { state: FlowState; actions: PageActions }) {
  const text = useText();
  const [hintOpen, setHintOpen] = useState(false);
  const closeHint = useCallback(() => setHintOpen(false), []);
  const busy = state.submission !== 'idle';
  const renderReader = useContext(ScreenshotReaderContext);
  const suggestions = useRef<HTMLDivElement>(null);
  return (
    <form
      className="utr-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actions.submit();
      }}
    >
      <p className="needs-js">{text.needsJavaScript}</p>
      <div className="field">
        <div className="field-label-row">
          <label className="field-label" htmlFor="utr">
            {text.utrLabel}
          </label>
          <button
            type="button"
            className="icon-button hint-button"
            aria-expanded={hintOpen}
            aria-controls="utr-hint"
            aria-label={text.utrHintButton}
            onClick={() => setHintOpen(!hintOpen)}
          >
            <InfoIcon />
          </button>
        </div>
        <UtrHint open={hintOpen} onClose={closeHint} />
        <div className="return-region" role="status" aria-live="polite">
          {state.returnPrompt && (
            <p className="return-prompt" id="return-prompt" data-testid="return-prompt">
              {text.returnPrompt}
            </p>
          )}
        </div>
        <input
          className="input mono"
          // A UTR is a code: typed and read left to right in every language.
          dir="ltr"
          id="utr"
          name="utr"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          // A string: the server render (Preact) drops a boolean false, React expects spellcheck="false".
          spellCheck="false"
          aria-required="true"
          aria-describedby={state.returnPrompt ? 'return-prompt' : undefined}
          maxLength={64}
          value={state.utr}
          readOnly={busy}
          onChange={(event) => actions.changeUtr(event.currentTarget.value)}
          data-testid="utr-input"
        />
        <div className="suggestion-region" ref={suggestions} role="status" aria-live="polite" />
      </div>
      <ProofInput
        proof={state.proof}
        thumbnail={state.proofThumbnail}
        disabled={busy}
        onChoose={actions.chooseProof}
        onRemove={actions.removeProof}
      />
      {renderReader && state.proof && (
        // Keyed by the picture's reading (page/flow/state.ts, `proofKey`): a new picture gets a new
        // reader, and the last one's ends.
        <Suspense key={state.proofKey} fallback={null}>
          {renderReader({
            proof: state.proof,
            utr: state.utr,
            busy,
            testMode: state.flags.test,
            onUse: actions.changeUtr,
            suggestions,
            link: {
              amount: state.amount > 0 ? state.amount : null,
              upiId: state.channel && isUpi(state.channel) ? state.channel.upi_address : null,
              // When the browser began loading the page: recorded once, by the browser, at the start.
              // Only ever read here, in the browser: the server renders no reader.
              openedAt: performance.timeOrigin,
            },
          })}
        </Suspense>
      )}
      {state.submission === 'uploading' && (
        <progress className="progress" max={1} value={state.uploadProgress} aria-label={text.uploading} />
      )}
      <button type="submit" className="button button-primary" disabled={busy} data-testid="submit">
        {busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}
