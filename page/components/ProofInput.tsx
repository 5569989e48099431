/**
 * 'Upload Proof (optional)': file picker, drag and drop, and (wired in App)
 * paste. Shows a thumbnail with a remove button once a file is chosen; a picture whose header
 * declares more pixels than the page decodes (common/image-size.ts) gets none, by the flow state
 * (page/flow/state.ts, `proofThumbnail`), and shows by its name alone (docs/rules.md, Proof files).
 */
import { useCallback, useState, type DragEvent } from 'react';
import { PROOF_ACCEPT } from '../../common/proof.ts';
import { useText } from '../i18n/use-text.ts';
import { CloseIcon } from './icons.tsx';
import { UploadIcon } from './step-two-icons.tsx';

interface Props {
  proof: File | null;
  /** Whether the proof may be decoded for a thumbnail. */
  thumbnail: boolean;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/**
 * A ref for the thumbnail <img>: it shows `file` through a blob: URL made when
 * the element appears (or the file changes) and revoked when it goes. The URL
 * lives outside React's state, set on the element the way an effect would.
 */
function usePreviewRef(file: File | null): (img: HTMLImageElement | null) => (() => void) | undefined {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !file) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}

export function ProofInput({ proof, thumbnail, disabled, onChoose, onRemove }: Props) {
  const text = useText();
  const previewRef = usePreviewRef(proof);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onChoose(file);
  };

  return (
    <div className="field">
      <span className="field-label" id="proof-label">
        {text.proofLabel}
      </span>
      {proof ? (
        <div className="proof-preview" data-testid="proof-preview">
          {thumbnail ? (
            // Decoded off the main thread, and never for a picture over the pixel cap.
            <img className="proof-thumb" ref={previewRef} alt="" decoding="async" />
          ) : (
            <span className="proof-thumb" data-testid="proof-no-thumb" />
          )}
          <span className="proof-name">{proof.name}</span>
          <button
            type="button"
            className="icon-button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={text.proofRemove}
          >
            <CloseIcon />
          </button>
        </div>
      ) : (
        <label
          className={dragging ? 'dropzone is-dragging' : 'dropzone'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            className="visually-hidden"
            type="file"
            accept={PROOF_ACCEPT}
            aria-labelledby="proof-label"
            aria-describedby="proof-hint"
            disabled={disabled}
            data-testid="proof-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) onChoose(file);
            }}
          />
          <UploadIcon />
          <span className="dropzone-text">{text.proofChoose}</span>
          <span className="field-hint" id="proof-hint">
            {text.proofHint}
          </span>
        </label>
      )}
    </div>
  );
}
