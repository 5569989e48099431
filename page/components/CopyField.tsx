/** A labelled value with a Copy button that copies exactly the value shown (docs/rules.md, UPI link and QR code). */
import type { ReactNode } from 'react';
import { fill } from '../i18n/fill.ts';
import { useText } from '../i18n/use-text.ts';
import { CopyIcon } from './icons.tsx';

interface Props {
  label: string;
  value: string;
  mono?: boolean;
  /** `auto` for a name from the server in any script: it keeps its own order on a right-to-left page. */
  dir?: 'auto';
  onCopy: (value: string) => void;
  /** A line under the value, about it (the name the payer's app will show for a UPI ID). */
  note?: ReactNode;
}

export function CopyField({ label, value, mono, dir, onCopy, note }: Props) {
  const text = useText();
  return (
    <div className="copy-field">
      <div className="copy-text">
        <span className="copy-label">{label}</span>
        <span className={mono ? 'copy-value mono' : 'copy-value'} dir={mono ? 'ltr' : dir} data-testid="copy-value">
          {value}
        </span>
        {note}
      </div>
      <button
        type="button"
        className="copy-button"
        onClick={() => onCopy(value)}
        aria-label={fill(text.copyLabel, { label })}
      >
        <CopyIcon />
        <span aria-hidden="true">{text.copy}</span>
      </button>
    </div>
  );
}
