/**
 * The screens after step 2's Submit (docs/rules.md, Step flow): the bot check while it runs, and
 * step 3's done panel. Only a page past step 2 shows them, so the browser has them from step 2's
 * chunk (docs/rules.md, Lazy chunks), through ./step-two-slot.ts.
 */
import { useText } from '../i18n/use-text.ts';
import { CheckIcon } from './icons.tsx';
import { ShieldIcon } from './step-two-icons.tsx';

export function BotCheckScreen({ widget }: { widget: (element: HTMLElement | null) => void }) {
  const text = useText();
  return (
    <div className="screen screen-botcheck" aria-busy="true">
      <ShieldIcon />
      <h1 className="screen-title">{text.botCheckTitle}</h1>
      <p className="screen-body">{text.botCheckBody}</p>
      <div className="botcheck-widget" ref={widget} />
    </div>
  );
}

/** Step 3's panel (docs/rules.md, Step flow): the green check, then the redirect or the all-clear. */
export function DoneScreen({ redirecting }: { redirecting: boolean }) {
  const text = useText();
  return (
    <div className="done" role="status">
      <span className="done-check">
        <CheckIcon />
      </span>
      <h2 className="done-title">{text.allDone}</h2>
      {/* In a merchant's frame there is no window of ours to close: the framed page hides the line (page/styles.css). */}
      <p className={redirecting ? 'done-body' : 'done-body done-close'}>
        {redirecting ? text.redirecting : text.closeWindow}
      </p>
    </div>
  );
}
