import { HOME_PATH, ORDER_LIST_PATH, pageUrl } from '@shop/contract';
import { useT } from '../../../i18n';
import { redirectTo, switchTab } from '../../../shared/navigation';
import { shopLink } from '../../../shared/navigation/shopLink';
import type { PaymentOutcome } from './usePaymentOutcome';
import '../../../shared/ui/outcome.css';

interface PayOutcomeProps {
  orderSn: string;
  outcome: PaymentOutcome;
  /** Offered when the payment did not complete. */
  onRetry(): void;
}

const viewOrder = (orderSn: string) => void redirectTo({ url: shopLink(pageUrl(ORDER_LIST_PATH, { orderSn })) });
const goHome = () => void switchTab({ url: HOME_PATH });

const NOT_PAID = {
  failed: { title: 'pay.failed', hint: 'pay.failedHint' },
  cancelled: { title: 'pay.cancelled', hint: 'pay.cancelledHint' },
  unfinished: { title: 'pay.unfinished', hint: 'pay.unfinishedHint' },
} as const;

/** After the cashier: checking, paid (with the way on), or declined, cancelled or not completed (with a retry). */
export function PayOutcome({ orderSn, outcome, onRetry }: PayOutcomeProps) {
  const t = useT();
  if (outcome === 'checking') {
    return (
      <div className="outcome" role="status">
        <div className="page-loading" aria-hidden="true" />
        <p className="outcome__title">{t('pay.checking')}</p>
      </div>
    );
  }
  const paid = outcome === 'paid';
  const text = paid ? { title: 'pay.success', hint: 'pay.successHint' } as const : NOT_PAID[outcome];
  return (
    <div className="outcome" role="status">
      <span className={paid ? 'outcome__mark outcome__mark--done' : 'outcome__mark'} aria-hidden="true">
        {paid ? '✓' : '!'}
      </span>
      <h2 className="outcome__title">{t(text.title)}</h2>
      <p className="outcome__hint">{t(text.hint)}</p>
      <div className="outcome__actions">
        {paid ? (
          <button type="button" className="button button--ghost" onClick={goHome}>
            {t('pay.home')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => viewOrder(orderSn)}>
            {t('pay.viewOrder')}
          </button>
        )}
        {paid ? (
          <button type="button" className="button button--primary" onClick={() => viewOrder(orderSn)}>
            {t('pay.viewOrder')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('pay.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
