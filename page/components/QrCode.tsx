/**
 * The UPI QR code (docs/rules.md, UPI link and QR code). The server may already have drawn it, or
 * the browser while idle (docs/rules.md, Lazy chunks); otherwise the browser loads the QR library
 * lazily and draws it after the first paint. A fixed-size box keeps the layout still either way;
 * it is never mirrored (dir="ltr").
 */
import { useEffect, useState } from 'react';
import { useText } from '../i18n/use-text.ts';

interface Props {
  value: string;
  /** A drawing the server made, used only if it is of this value. */
  initial: { value: string; svg: string } | null;
  /** A drawing this page already made of a value, or null: shown in the first render, no effect needed. */
  drawn: (value: string) => string | null;
  render: (value: string) => Promise<string>;
}

export function QrCode({ value, initial, drawn: drawnBefore, render }: Props) {
  const text = useText();
  const [drawn, setDrawn] = useState(() => {
    if (initial?.value === value) return initial;
    const svg = drawnBefore(value);
    return svg === null ? null : { value, svg };
  });
  useEffect(() => {
    if (drawn?.value === value) return;
    let current = true;
    render(value).then(
      (svg) => current && setDrawn({ value, svg }),
      () => current && setDrawn(null),
    );
    return () => {
      current = false;
    };
  }, [value, drawn, render]);

  const svg = drawn?.value === value ? drawn.svg : null;
  return (
    <figure className="qr">
      {svg ? (
        <div
          className="qr-image"
          dir="ltr"
          role="img"
          aria-label={text.scanToPay}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <div className="qr-image qr-pending" dir="ltr" role="img" aria-label={text.scanToPay} />
      )}
      <figcaption className="qr-caption">{text.scanToPay}</figcaption>
    </figure>
  );
}
