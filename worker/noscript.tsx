/**
 * For a payer whose browser runs no script: every way to pay, in a <noscript>
 * block outside the hydrated root, so the amount, UPI addresses and bank
 * details can be read and copied by hand.
 */
import { isBank, isUpi, type ChannelGroup } from '../common/channels.ts';
import { useText } from '../client/i18n/use-text.ts';

export function AllChannels({ groups }: { groups: ChannelGroup[] }) {
  const text = useText();
  return (
    <section className="panel noscript" aria-label={text.selectOption}>
      {groups.map((group, index) => (
        <div key={`${group.type}-${index}`} className="noscript-group">
          <h2 className="section-title">{group.name}</h2>
          {group.options.map((channel) => (
            <dl key={String(channel.channel_id)} className="noscript-channel">
              {isUpi(channel) && (
                <>
                  <dt>{text.upiAddress}</dt>
                  <dd className="mono" dir="ltr">{channel.upi_address}</dd>
                </>
              )}
              {isBank(channel) && (
                <>
                  <dt>{text.bankName}</dt>
                  <dd>{channel.bank_name}</dd>
                  <dt>{text.accountNumber}</dt>
                  <dd className="mono" dir="ltr">{channel.bank_account_number}</dd>
                  <dt>{text.ifscCode}</dt>
                  <dd className="mono" dir="ltr">{channel.bank_ifsc_code}</dd>
                </>
              )}
            </dl>
          ))}
        </div>
      ))}
    </section>
  );
}
