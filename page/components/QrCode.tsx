/**
 * The UPI QR code (docs/rules.md, UPI link and QR code). The server may already have drawn it, or
 * the browser while idle (docs/rules.md, Lazy chunks); otherwise the browser loads the QR library
 * lazily and draws it after the first paint. A fixed-size box keeps the layout still either way;
 * it is never mirrored (dir="ltr"). The drawing is data drawn as SVG elements, never markup set as
 * HTML (docs/security.md, 'Trusted Types').
 */
import { useEffect, useState } from 'react';
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { DrawnQr } from '../../common/qr-drawing.ts';
import { useText } from '../i18n/use-text.ts';

interface Props {
  value: string;
  /** A drawing the server made, used only if it is of this value. */
  initial: DrawnQr | null;
  /** A drawing this page already made of a value, or null: shown in the first render, no effect needed. */
  drawn: (value: string) => QrDrawing | null;
  render: (value: string) => Promise<QrDrawing>;
}

/**
 * Dark modules on the box's white, in every colour scheme (styles.css, `.qr-image`): a QR code
 * without a light quiet zone does not scan. Its size and crisp edges are the stylesheet's too.
 */
function QrSvg({ drawing: { viewBox, path } }: { drawing: QrDrawing }) {
  return (
    <svg viewBox={viewBox}>
      <path stroke="#000" d={path} />
    </svg>
  );
}

export function QrCode({ value, initial, drawn: drawnBefore, render }: Props) {
  const text = useText();
  const [drawn, setDrawn] = useState(() => {
    if (initial?.value === value) return initial;
    const drawing = drawnBefore(value);
    return drawing === null ? null : { value, drawing };
  });
  useEffect(() => {
    if (drawn?.value === value) return;
    let current = true;
    render(value).then(
      (drawing) => current && setDrawn({ value, drawing }),
      () => current && setDrawn(null),
    );
    return () => {
      current = false;
    };
  }, [value, drawn, render]);

  const drawing = drawn?.value === value ? drawn.drawing : null;
  return (
    <figure className="qr">
      {drawing ? (
        <div className="qr-image" dir="ltr" role="img" aria-label={text.scanToPay}>
          <QrSvg drawing={drawing} />
        </div>
      ) : (
        <div className="qr-image qr-pending" dir="ltr" role="img" aria-label={text.scanToPay} />
      )}
      <figcaption className="qr-caption">{text.scanToPay}</figcaption>
    </figure>
  );
}
