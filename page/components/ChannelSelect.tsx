/**
 * Step 1, 'Payment Options': the type dropdown, the option cards and the already-paid link.
 * Each card is a real link to step 2 for its option, and the already-paid link one to step 2 in
 * resubmit mode (docs/rules.md, Without JavaScript); with the script running, a plain click does
 * the same in the page instead of loading it.
 */
import { channelHref, inLanguage, resubmitHref } from '../../common/channel-link.ts';
import { isBank, isUpi, type Channel, type ChannelGroup } from '../../common/channels.ts';
import { upiRefusesAll } from '../../common/rail-limits.ts';
import { alreadyPaidChannel, optionsOf, type FlowState } from '../flow/state.ts';
import { useLanguage, useText } from '../i18n/use-text.ts';
import type { PageActions, PageContext } from './actions.ts';
import { ChannelIcon } from './icons.tsx';
import { plainClick } from './plain-click.ts';
import { TypeDropdown } from './TypeDropdown.tsx';

/** One labelled value on a card (spans, so a card stays phrasing content inside its link). */
function CardField({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <span className="card-field">
      <span className="card-label">{label}</span>
      <span className={mono ? 'card-value mono' : 'card-value'} dir={mono ? 'ltr' : undefined}>
        {value}
      </span>
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

interface CardProps {
  channel: Channel;
  group: ChannelGroup;
  groups: ChannelGroup[];
  query: string;
  onChoose?: (channel: Channel) => void;
}

/** One option as a link to step 2 with it chosen; `onChoose` takes a plain click over in the page. */
export function OptionCard({ channel, group, groups, query, onChoose }: CardProps) {
  const language = useLanguage();
  return (
    <a
      className="card"
      href={channelHref(inLanguage(query, language), channel, groups)}
      onClick={
        onChoose &&
        ((event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onChoose(channel);
        })
      }
      // A press does not focus the card the page takes over: the tap leaves step 1 at once, and
      // removing a focused element makes the browser recompute style inside the tap's task
      // (docs/performance.md, Where a tap's time goes). Keyboard focus is untouched.
      onMouseDown={
        onChoose &&
        ((event) => {
          if (plainClick(event)) event.preventDefault();
        })
      }
      data-testid={onChoose ? 'channel-card' : undefined}
    >
      <span className="card-icon">
        <ChannelIcon type={channel.type} />
      </span>
      <CardBody channel={channel} groupName={group.name} />
    </a>
  );
}

interface Props {
  state: FlowState;
  context: PageContext;
  actions: PageActions;
}

export function ChannelSelect({ state, context, actions }: Props) {
  const text = useText();
  const language = useLanguage();
  const options = optionsOf(state);
  const group = state.groups.find((candidate) => candidate.type === state.selectedType);
  const choose = (channel: Channel) => actions.chooseChannel(channel.channel_id);
  return (
    <div className="select">
      <TypeDropdown groups={state.groups} selectedType={state.selectedType} onChoose={actions.chooseType} />
      <h2 className="section-title" id="options-title">
        {text.selectOption}
      </h2>
      {/* Said before a tap, not found out on step 2 (docs/rules.md, Bank transfers and large amounts). */}
      {upiRefusesAll(options, state.amount) && (
        <p className="upi-limit upi-limit-refused" data-testid="upi-limit">
          {text.upiPersonLimit}
        </p>
      )}
      <ul className="cards" aria-labelledby="options-title">
        {group &&
          options.map((channel) => (
            <li key={String(channel.channel_id)}>
              <OptionCard
                channel={channel}
                group={group}
                groups={state.groups}
                query={context.query}
                onChoose={choose}
              />
            </li>
          ))}
      </ul>
      {/* A link, like the cards: it works before the script has taken over, and without one. */}
      <a
        className="link-button"
        href={resubmitHref(inLanguage(context.query, language), alreadyPaidChannel(state), state.groups)}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          actions.alreadyPaid();
        }}
      >
        {text.alreadyPaid}
      </a>
    </div>
  );
}
