/**
 * What reading the UTR from the screenshot shows (docs/rules.md, Reading the UTR from a
 * screenshot): the suggestions under the UTR field ('Found in your screenshot: 4123 4567 8901 —
 * Use it', or a list), or why nothing is offered (a picture too large to read, a receipt of a
 * failed or reversed payment), shown inside the form's polite live region so they are announced,
 * and 'Read the UTR from my screenshot' under the picture when reading waits for the payer. Nothing
 * shows while a reading runs, or after one found nothing. Part of the lazy reader chunk
 * (client/reader/ScreenshotReader.tsx): step 1 never loads it.
 */
import type { ImageSize } from '../../common/image-size.ts';
import type { Reading } from './reading.ts';
import { useText } from '../../page/i18n/use-text.ts';

/** A 12-digit UTR in groups of four, as easy to compare by eye as a UPI app prints it; others as they are. */
export const spaced = (utr: string): string => (/^\d{12}$/.test(utr) ? utr.replace(/(\d{4})(?=\d)/g, '$1 ') : utr);

/**
 * '2,457,611' bytes → '2.5 MB', rounded up (Latin digits in every language, as docs/glossary.md asks),
 * with a no-break space so the unit never wraps apart from its number.
 */
export const megabytes = (bytes: number): string => `${(Math.ceil(bytes / 100_000) / 10).toFixed(1)}\u00a0MB`;

/** '16000 × 16000'; a size that cannot be read as '? × ?': no number to show, and no words to translate. */
export const pixels = (size: ImageSize | null): string => (size ? `${size.width} × ${size.height}` : '? × ?');

/** A UTR as part of running text: left to right whatever the page's direction (docs/glossary.md, Urdu). */
const Code = ({ utr, id }: { utr: string; id?: string }) => (
  <bdi className="mono suggestion-utr" dir="ltr" id={id} data-utr={utr}>
    {spaced(utr)}
  </bdi>
);

/** A catalogue sentence with its one placeholder replaced by an element. */
function Sentence({ template, name, children }: { template: string; name: string; children: React.ReactNode }) {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return (
    <span>
      {before}
      {children}
      {after}
    </span>
  );
}

interface SuggestionsProps {
  reading: Reading;
  /** What the field holds: a suggestion already in it is not offered again. */
  utr: string;
  disabled: boolean;
  onUse: (utr: string) => void;
}

export function UtrSuggestions({ reading, utr, disabled, onUse }: SuggestionsProps) {
  const text = useText();
  const utrs = reading.status === 'found' ? reading.utrs.filter((found) => found !== utr.trim().toUpperCase()) : [];
  const use = (found: string, described?: string) => (
    <button
      type="button"
      className="link-button"
      disabled={disabled}
      aria-describedby={described}
      onClick={() => onUse(found)}
    >
      {text.ocrUse}
    </button>
  );
  // `data-reading` says where the reading is, for the end-to-end tests: nothing shows while it runs.
  return (
    <div data-reading={reading.status}>
      {reading.status === 'too-large' && (
        <p className="field-hint" data-testid="ocr-too-large">
          <Sentence template={text.ocrTooLarge} name="size">
            <bdi dir="ltr">{pixels(reading.size)}</bdi>
          </Sentence>
        </p>
      )}
      {reading.status === 'failed-payment' && (
        <p className="field-hint" data-testid="ocr-failed-payment">
          {text.ocrFailedPayment}
        </p>
      )}
      {utrs.length === 1 && utrs[0] !== undefined && (
        <p className="suggestion suggestion-one">
          {/* The dash ends the sentence, tied to the UTR: when 'Use it' has to go below, no line starts with it. */}
          <span className="suggestion-text">
            <Sentence template={text.ocrFound} name="utr">
              <Code utr={utrs[0]} />
            </Sentence>
            <span aria-hidden="true">{'\u00a0— '}</span>
          </span>
          {use(utrs[0])}
        </p>
      )}
      {utrs.length > 1 && (
        <div className="suggestion">
          <p>{text.ocrFoundSeveral}</p>
          <ul className="suggestion-list">
            {utrs.map((found, index) => (
              <li key={found}>
                <Code utr={found} id={`suggestion-${index}`} />
                {use(found, `suggestion-${index}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

interface ReadButtonProps {
  reading: Reading;
  disabled: boolean;
  onRead: () => void;
}

export function ReadButton({ reading, disabled, onRead }: ReadButtonProps) {
  const text = useText();
  if (reading.status !== 'offered') return null;
  const note = reading.downloadNote;
  return (
    <div className="read-screenshot">
      <button
        type="button"
        className="link-button"
        disabled={disabled}
        onClick={onRead}
        aria-describedby={note !== null ? 'read-download' : undefined}
      >
        {text.ocrRead}
      </button>
      {note !== null && (
        <p className="field-hint" id="read-download">
          <Sentence template={text.ocrDownload} name="size">
            <bdi dir="ltr">{megabytes(note)}</bdi>
          </Sentence>
        </p>
      )}
    </div>
  );
}
