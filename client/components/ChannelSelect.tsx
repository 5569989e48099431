/** Step 1, 'Payment Options': the type dropdown, the option cards and the already-paid link. */
import { isBank, isUpi, type Channel } from '../../common/channels.ts';
import { optionsOf, type FlowState } from '../flow/state.ts';
import { useText } from '../i18n/use-text.ts';
import type { PageActions } from './actions.ts';
import { ChannelIcon } from './icons.tsx';
import { TypeDropdown } from './TypeDropdown.tsx';

/** One labelled value on a card (spans: a button may hold only phrasing content). */
function CardField({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <span className="card-field">
      <span className="card-label">{label}</span>
      <span className={mono ? 'card-value mono' : 'card-value'} dir={mono ? 'ltr' : undefined}>{value}</span>
    </span>
  );
}

function CardBody({ channel, groupName }: { channel: Channel; groupName: string }) {
  const text = useText();
  if (isUpi(channel)) {
    return (
      <span className="card-fields">
        <CardField label={text.upiAddress} value={channel.upi_address} mono />
      </span>
    );
  }
  if (isBank(channel)) {
    return (
      <span className="card-fields">
        <CardField label={text.bankName} value={channel.bank_name} />
        <CardField label={text.accountNumber} value={channel.bank_account_number} mono />
        <CardField label={text.ifscCode} value={channel.bank_ifsc_code} mono />
      </span>
    );
  }
  return (
    <span className="card-fields">
      <span className="card-value">{groupName}</span>
    </span>
  );
}

export function ChannelSelect({ state, actions }: { state: FlowState; actions: PageActions }) {
  const text = useText();
  const options = optionsOf(state);
  const groupName = state.groups.find((group) => group.type === state.selectedType)?.name ?? '';
  return (
    <div className="select">
      <TypeDropdown groups={state.groups} selectedType={state.selectedType} onChoose={actions.chooseType} />
      <h2 className="section-title" id="options-title">{text.selectOption}</h2>
      <ul className="cards" aria-labelledby="options-title">
        {options.map((channel) => (
          <li key={String(channel.channel_id)}>
            <button
              type="button"
              className="card"
              onClick={() => actions.chooseChannel(channel.channel_id)}
              data-testid="channel-card"
            >
              <span className="card-icon">
                <ChannelIcon type={channel.type} />
              </span>
              <CardBody channel={channel} groupName={groupName} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={actions.alreadyPaid}>
        {text.alreadyPaid}
      </button>
    </div>
  );
}
