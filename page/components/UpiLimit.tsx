/**
 * What a UPI option says above ₹1,00,000 (docs/rules.md, Bank transfers and large amounts): to a
 * person, that no UPI app sends that much in one payment, in place of every way to pay by UPI; to a
 * merchant or a payee the page cannot name, quietly, that some apps refuse it. Where the page
 * offers bank transfer, a link to its first bank option: a real link, like the option cards, so it
 * works before the script has taken over, and with it a plain click chooses in the page.
 */
import { channelHref, inLanguage } from '../../common/channel-link.ts';
import type { BankChannel, ChannelGroup } from '../../common/channels.ts';
import { useLanguage, useText } from '../i18n/use-text.ts';
import type { PageActions, PageContext } from './actions.ts';
import { plainClick } from './plain-click.ts';

interface Props {
  /** Every UPI app refuses (a person), or only some may (a merchant, an unknown payee). */
  refused: boolean;
  /** The page's first bank option, or null where it offers none. */
  bank: BankChannel | null;
  groups: ChannelGroup[];
  context: PageContext;
  actions: PageActions;
}

export function UpiLimit({ refused, bank, groups, context, actions }: Props) {
  const text = useText();
  const language = useLanguage();
  return (
    <div className={refused ? 'upi-limit upi-limit-refused' : 'upi-limit'} data-testid="upi-limit">
      <p className={refused ? undefined : 'field-hint'}>{refused ? text.upiPersonLimit : text.upiAppsLimit}</p>
      {bank ? (
        <a
          className={refused ? 'button button-primary' : 'link-button'}
          href={channelHref(inLanguage(context.query, language), bank, groups)}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            actions.chooseChannel(bank.channel_id);
          }}
          data-testid="pay-by-bank"
        >
          {text.payByBank}
        </a>
      ) : (
        refused && <p>{text.askAnotherWay}</p>
      )}
    </div>
  );
}
