/**
 * Step 2's payment instructions: for UPI the 'Pay with a UPI app' link or the iPhone's row of UPI
 * apps where they are offered, the QR code with Save and Share, and the address; for bank transfer
 * the bank details; each copyable.
 */
import { isBank, isUpi, type Channel } from '../../common/channels.ts';
import { upiLink } from '../../common/upi.ts';
import { upiAppLinks } from '../../common/upi-apps.ts';
import { useText } from '../i18n/use-text.ts';
import type { PageActions, PageContext } from './actions.ts';
import { CopyField } from './CopyField.tsx';
import { UpiIcon } from './icons.tsx';
import { QrActions } from './QrActions.tsx';
import { QrCode } from './QrCode.tsx';
import { UpiAppRow } from './UpiAppRow.tsx';

interface Props {
  channel: Channel;
  amount: number;
  /** The UPI app a tap on the row did not open (docs/rules.md, UPI apps on iPhone). */
  appMissing: string | null;
  context: PageContext;
  actions: PageActions;
}

/**
 * A plain link to the very string the QR code encodes (docs/rules.md, UPI app link): on Android it
 * opens the chooser of installed UPI apps. The line beneath says what to do when the app refuses.
 */
function UpiAppLink({ href }: { href: string }) {
  const text = useText();
  return (
    <div className="upi-app">
      <a
        className="button button-primary upi-app-link"
        href={href}
        // The top window hands off to the app: inside a merchant's frame, the frame's own navigation
        // to an app scheme is checked against the merchant's frame-src and refused (docs/embedding.md,
        // 'UPI apps from inside a frame'). Opened directly, the top window is this one.
        target="_top"
        aria-describedby="upi-app-help"
        data-testid="upi-app-link"
      >
        <UpiIcon />
        <span>{text.payWithApp}</span>
      </a>
      <p className="field-hint" id="upi-app-help">
        {text.appRefusedHelp}
      </p>
    </div>
  );
}

export function PaymentDetails({ channel, amount, appMissing, context, actions }: Props) {
  const text = useText();
  if (isUpi(channel)) {
    // One string for the link, the QR code and the saved picture (docs/rules.md, UPI link and QR code).
    const link = upiLink(channel.upi_address, amount);
    return (
      <div className="details details-upi">
        {context.upiAppLink && <UpiAppLink href={link} />}
        {context.upiApps && (
          <UpiAppRow
            links={upiAppLinks(channel.upi_address, amount)}
            missing={appMissing}
            onTap={actions.upiAppTapped}
          />
        )}
        <div className="qr-block">
          <QrCode value={link} initial={context.qr} drawn={actions.drawnQr} render={actions.qrSvg} />
          <QrActions picture={{ value: link, amount, address: channel.upi_address }} actions={actions} />
        </div>
        <CopyField label={text.upiAddress} value={channel.upi_address} mono onCopy={actions.copy} />
      </div>
    );
  }
  if (isBank(channel)) {
    return (
      <div className="details details-bank">
        <CopyField label={text.bankName} value={channel.bank_name} onCopy={actions.copy} />
        <CopyField label={text.accountNumber} value={channel.bank_account_number} mono onCopy={actions.copy} />
        <CopyField label={text.ifscCode} value={channel.bank_ifsc_code} mono onCopy={actions.copy} />
      </div>
    );
  }
  return null;
}
