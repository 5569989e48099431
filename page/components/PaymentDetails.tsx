/**
 * Step 2's payment instructions: for UPI the 'Pay with a UPI app' link or the iPhone's row of UPI
 * apps where they are offered, the QR code with Save and Share, and the address; for bank transfer
 * the bank details (./BankDetails.tsx); each copyable. For a personal payee, only the ways the
 * payer's app accepts (docs/rules.md, Who the payee is): on a phone the UPI ID leads, with no app
 * link, and above ₹2,000 the QR code is for scanning, not saving. Above ₹1,00,000 a person gets no
 * way to pay by UPI at all, and anyone else a quiet note (docs/rules.md, Bank transfers and large
 * amounts).
 */
import { isBank, isUpi, type Channel, type ChannelGroup, type UpiChannel } from '../../common/channels.ts';
import { offersAppLink, offersSavedQr } from '../../common/payee.ts';
import { firstBankOption, upiFit } from '../../common/rail-limits.ts';
import { upiLink } from '../../common/upi.ts';
import { upiAppLinks } from '../../common/upi-apps.ts';
import { useText } from '../i18n/use-text.ts';
import type { PageActions, PageContext } from './actions.ts';
import { BankDetails } from './BankDetails.tsx';
import { CopyField } from './CopyField.tsx';
import { UpiIcon } from './icons.tsx';
import { QrActions } from './QrActions.tsx';
import { QrCode } from './QrCode.tsx';
import { UpiAppRow } from './UpiAppRow.tsx';
import { UpiLimit } from './UpiLimit.tsx';

interface Props {
  channel: Channel;
  amount: number;
  /** The page's groups: where it offers bank transfer, a UPI option too large for UPI points there. */
  groups: ChannelGroup[];
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

/** The name the payer's app will show for this UPI ID, as the payment worker gave it: never translated. */
function PayeeName({ name }: { name: string }) {
  const text = useText();
  const [before = '', after = ''] = text.payeeNameShown.split('{name}');
  return (
    <span className="payee-name" data-testid="payee-name">
      {before}
      {/* Isolated, so a Latin name keeps its order on a right-to-left page. */}
      <bdi className="payee-name-value">{name}</bdi>
      {after}
    </span>
  );
}

function UpiId({ channel, actions }: { channel: UpiChannel; actions: PageActions }) {
  const text = useText();
  const name = channel.payee_name;
  return (
    <CopyField
      label={text.upiAddress}
      value={channel.upi_address}
      mono
      onCopy={actions.copy}
      note={name === undefined ? undefined : <PayeeName name={name} />}
    />
  );
}

export function PaymentDetails({ channel, amount, groups, appMissing, context, actions }: Props) {
  const text = useText();
  if (isBank(channel)) return <BankDetails channel={channel} amount={amount} actions={actions} />;
  if (!isUpi(channel)) return null;
  const fit = upiFit(channel, amount);
  const limit = fit !== 'fits' && (
    <UpiLimit
      refused={fit === 'refused'}
      bank={firstBankOption(groups)}
      groups={groups}
      context={context}
      actions={actions}
    />
  );
  // No UPI app sends a person this much: no QR code, app link or lead, only why and the UPI ID.
  if (fit === 'refused') {
    return (
      <div className="details details-upi">
        {limit}
        <UpiId channel={channel} actions={actions} />
      </div>
    );
  }
  // One string for the link, the QR code and the saved picture (docs/rules.md, UPI link and QR code).
  const link = upiLink(channel, amount);
  const appLink = offersAppLink(channel);
  // On the phone the payer pays with, a personal payee is paid to the UPI ID from their own app.
  const leadWithId = !appLink && (context.upiAppLink || context.upiApps);
  return (
    <div className="details details-upi">
      {appLink && context.upiAppLink && <UpiAppLink href={link} />}
      {appLink && context.upiApps && (
        <UpiAppRow links={upiAppLinks(channel, amount)} missing={appMissing} onTap={actions.upiAppTapped} />
      )}
      {leadWithId && (
        <div className="pay-to-id">
          <p className="pay-to-id-lead" data-testid="pay-to-id">
            {text.payToUpiId}
          </p>
          <UpiId channel={channel} actions={actions} />
        </div>
      )}
      <div className="qr-block">
        <QrCode value={link} initial={context.qr} drawn={actions.drawnQr} render={actions.qrSvg} />
        {offersSavedQr(channel, amount) ? (
          <QrActions picture={{ value: link, amount, address: channel.upi_address }} actions={actions} />
        ) : (
          <p className="qr-limit" data-testid="saved-qr-limit">
            {text.savedQrLimit}
          </p>
        )}
      </div>
      {!leadWithId && <UpiId channel={channel} actions={actions} />}
      {limit}
    </div>
  );
}
