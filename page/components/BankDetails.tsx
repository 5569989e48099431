/**
 * A bank option's step 2 (docs/rules.md, Bank transfers and large amounts): the account holder's
 * name where the payment worker gives it, as the name the payer's bank will show, then the bank,
 * account number and IFSC code, each copyable, and which transfers take this amount (IMPS, NEFT,
 * RTGS: their names never translated).
 */
import type { BankChannel } from '../../common/channels.ts';
import { bankRails, type BankRail } from '../../common/bank-rails.ts';
import type { Catalogue } from '../i18n/en.ts';
import { fill } from '../i18n/fill.ts';
import { useText } from '../i18n/use-text.ts';
import type { PageActions } from './actions.ts';
import { CopyField } from './CopyField.tsx';

interface Props {
  channel: BankChannel;
  amount: number;
  actions: PageActions;
}

/** The rails as the language lists them: 'IMPS or NEFT', 'IMPS, NEFT or RTGS'. */
function railList(text: Catalogue, rails: BankRail[]): string {
  const [first = '', second = '', third] = rails;
  return third === undefined ? fill(text.railsTwo, { first, second }) : fill(text.railsThree, { first, second, third });
}

export function BankDetails({ channel, amount, actions }: Props) {
  const text = useText();
  const holder = channel.account_holder_name;
  return (
    <div className="details details-bank">
      {holder !== undefined && (
        <CopyField
          label={text.accountHolder}
          value={holder}
          // The bank's record of the name, in whatever script: its own direction on a right-to-left page.
          dir="auto"
          onCopy={actions.copy}
          note={
            <span className="holder-note" data-testid="holder-note">
              {text.accountHolderShown}
            </span>
          }
        />
      )}
      <CopyField label={text.bankName} value={channel.bank_name} onCopy={actions.copy} />
      <CopyField label={text.accountNumber} value={channel.bank_account_number} mono onCopy={actions.copy} />
      <CopyField label={text.ifscCode} value={channel.bank_ifsc_code} mono onCopy={actions.copy} />
      <p className="field-hint" data-testid="bank-rails">
        {fill(text.bankRails, { rails: railList(text, bankRails(amount)) })}
      </p>
    </div>
  );
}
