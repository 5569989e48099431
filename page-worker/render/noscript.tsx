/**
 * For a payer whose page runs no script (docs/rules.md, Without JavaScript): step 1's cards are
 * links already, but the 'Deposit Type' dropdown needs the script, so the other groups' options
 * follow the page as link cards of their own, outside the hydrated root. The group on screen is
 * not repeated. CSS shows this block only when scripts are off or the script never took over.
 */
import type { ChannelGroup } from '../../common/channels.ts';
import { OptionCard } from '../../page/components/ChannelSelect.tsx';
import { fill } from '../../page/i18n/fill.ts';
import { useText } from '../../page/i18n/use-text.ts';

interface Props {
  groups: ChannelGroup[];
  /** The group step 1 shows: its options are on the page already. */
  shownType: string | null;
  query: string;
}

export function OtherGroups({ groups, shownType, query }: Props) {
  const text = useText();
  return (
    <>
      {groups.map((group, index) =>
        group.type === shownType ? null : (
          <section key={`${group.type}-${index}`} className="panel" aria-labelledby={`other-group-${index}`}>
            <h2 className="section-title" id={`other-group-${index}`}>
              {fill(text.chooseThisOption, { name: group.name })}
            </h2>
            <ul className="cards">
              {group.options.map((channel) => (
                <li key={String(channel.channel_id)}>
                  <OptionCard channel={channel} group={group} groups={groups} query={query} />
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </>
  );
}

/** Whether any group besides the shown one is left to list. */
export const hasOtherGroups = (groups: ChannelGroup[], shownType: string | null) =>
  groups.some((group) => group.type !== shownType);
