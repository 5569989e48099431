/**
 * 'Upload Proof (optional)': file picker, drag and drop, and (wired in App)
 * paste. Shows a thumbnail with a remove button once a file is chosen.
 */
import { useEffect, useState, type DragEvent } from 'react';
import { useText } from '../i18n/use-text.ts';
import { CloseIcon, UploadIcon } from './icons.tsx';

export const PROOF_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

interface Props {
  proof: File | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** A blob: URL for the thumbnail, revoked when the file changes or the preview goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export function ProofInput({ proof, disabled, onChoose, onRemove }: Props) {
  const text = useText();
  const preview = usePreviewUrl(proof);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onChoose(file);
  };

  return (
    <div className="field">
      <span className="field-label" id="proof-label">{text.proofLabel}</span>
      {proof ? (
        <div className="proof-preview" data-testid="proof-preview">
          {preview ? <img className="proof-thumb" src={preview} alt="" /> : <span className="proof-thumb" />}
          <span className="proof-name">{proof.name}</span>
          <button type="button" className="icon-button" onClick={onRemove} disabled={disabled} aria-label={text.proofRemove}>
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
          <span className="field-hint" id="proof-hint">{text.proofHint}</span>
        </label>
      )}
    </div>
  );
}
