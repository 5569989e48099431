/**
 * The row of UPI apps on an iPhone or iPad (docs/rules.md, UPI apps on iPhone): one plain link per
 * app, an initial in a coloured circle and the app's name, each opening that app by its own scheme
 * with the QR code's payee and amount. Beneath, the same help line as Android's button, or instead
 * the note for an app that did not open (the flow state says which).
 */
import type { UpiAppLink } from '../../common/upi-apps.ts';
import { fill } from '../i18n/fill.ts';
import { useText } from '../i18n/use-text.ts';

interface Props {
  links: UpiAppLink[];
  /** The app a tap did not open, by name, or null. */
  missing: string | null;
  onTap: (appName: string) => void;
}

export function UpiAppRow({ links, missing, onTap }: Props) {
  const text = useText();
  return (
    <div className="upi-apps">
      <p className="upi-apps-title" id="upi-apps-title">
        {text.payWithApp}
      </p>
      <ul className="upi-apps-list" aria-labelledby="upi-apps-title">
        {links.map(({ id, name, href }) => (
          <li key={id}>
            <a
              className="upi-apps-link"
              href={href}
              // As Android's link: the top window hands off (PaymentDetails.tsx, UpiAppLink).
              target="_top"
              aria-label={fill(text.chooseThisOption, { name })}
              onClick={() => onTap(name)}
            >
              <span className={`upi-apps-initial upi-apps-${id}`} aria-hidden="true">
                {name.charAt(0)}
              </span>
              {name}
            </a>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite">
        {missing && <p className="upi-apps-missing">{fill(text.appDidNotOpen, { app: missing })}</p>}
      </div>
      {/* The note already says what the help line would. */}
      {!missing && <p className="field-hint">{text.appRefusedHelp}</p>}
    </div>
  );
}
