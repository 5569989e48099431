/** Step 2's payment instructions: the UPI QR code and address, or the bank details, each copyable. */
import { isBank, isUpi, type Channel } from '../../common/channels.ts';
import { upiLink } from '../../common/upi.ts';
import { text } from '../messages.ts';
import type { PageActions, PageContext } from './actions.ts';
import { CopyField } from './CopyField.tsx';
import { QrCode } from './QrCode.tsx';

interface Props {
  channel: Channel;
  amount: number;
  context: PageContext;
  actions: PageActions;
}

export function PaymentDetails({ channel, amount, context, actions }: Props) {
  if (isUpi(channel)) {
    return (
      <div className="details details-upi">
        <QrCode value={upiLink(channel.upi_address, amount)} initial={context.qr} drawn={actions.drawnQr} render={actions.qrSvg} />
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
