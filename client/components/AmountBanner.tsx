/** The amount to send, in rupees, with 'INR' and the test-mode badge (docs/rules.md, Money and Test mode). */
import { formatAmount } from '../../common/money.ts';
import { useText } from '../i18n/use-text.ts';

export function AmountBanner({ amount, testMode }: { amount: number; testMode: boolean }) {
  const text = useText();
  return (
    <header className="banner">
      <p className="banner-label">{text.amountLabel}</p>
      <p className="banner-amount">
        <span className="amount" data-testid="amount" dir="ltr">{formatAmount(amount)}</span>
        <span className="currency">{text.currency}</span>
      </p>
      {testMode && <p className="badge-test">{text.testMode}</p>}
    </header>
  );
}
