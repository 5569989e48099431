/**
 * The amount to send, in rupees, with 'INR', a Copy button and the test-mode badge (docs/rules.md,
 * Money and Test mode). The button copies the plain amount a payer types into a UPI app (1500.50).
 */
import { formatAmount, plainAmount } from '../../common/money.ts';
import { useText } from '../i18n/use-text.ts';
import { CopyIcon } from './icons.tsx';

interface Props {
  amount: number;
  testMode: boolean;
  onCopy: (value: string) => void;
}

export function AmountBanner({ amount, testMode, onCopy }: Props) {
  const text = useText();
  return (
    <header className="banner">
      {/* The button sits beside the label, so the amount keeps the banner's whole width. */}
      <div className="banner-top">
        <p className="banner-label">{text.amountLabel}</p>
        <button
          type="button"
          className="banner-copy"
          onClick={() => onCopy(plainAmount(amount))}
          aria-label={text.copyAmount}
          title={text.copyAmount}
          data-testid="copy-amount"
        >
          <CopyIcon />
        </button>
      </div>
      <p className="banner-amount">
        <span className="amount" data-testid="amount" dir="ltr">
          {formatAmount(amount)}
        </span>
        <span className="currency">{text.currency}</span>
      </p>
      {testMode && <p className="badge-test">{text.testMode}</p>}
    </header>
  );
}
