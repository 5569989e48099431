/**
 * Under the UPI QR code: 'Save QR code' always, 'Share QR code' only where the browser can share
 * the picture as a file (docs/rules.md, Saving and sharing the QR code). The server cannot know
 * that, so both sides first render without Share and an effect adds it after hydration.
 */
import { useEffect, useState } from 'react';
import { useText } from '../i18n/use-text.ts';
import type { QrPicture } from '../../common/qr-options.ts';
import type { PageActions } from './actions.ts';
import { DownloadIcon, ShareIcon } from './step-two-icons.tsx';

interface Props {
  picture: QrPicture;
  actions: Pick<PageActions, 'saveQr' | 'shareQr' | 'qrShareable'>;
}

export function QrActions({ picture, actions }: Props) {
  const text = useText();
  const { value, amount, address } = picture;
  const [shareable, setShareable] = useState(false);
  useEffect(() => {
    let current = true;
    actions.qrShareable({ value, amount, address }).then(
      (yes) => current && setShareable(yes),
      () => current && setShareable(false),
    );
    return () => {
      current = false;
    };
  }, [actions, value, amount, address]);

  return (
    <div className="qr-actions">
      <button type="button" className="copy-button" onClick={() => actions.saveQr(picture)} data-testid="save-qr">
        <DownloadIcon />
        <span>{text.saveQr}</span>
      </button>
      {shareable && (
        <button type="button" className="copy-button" onClick={() => actions.shareQr(picture)} data-testid="share-qr">
          <ShareIcon />
          <span>{text.shareQr}</span>
        </button>
      )}
    </div>
  );
}
