import { HOME_PATH, ORDER_LIST_PATH, pageUrl } from '@shop/contract';
import { useT } from '../../../../i18n';
import { redirectTo, switchTab } from '../../../../lib/navigation';
import { shopLink } from '../../../../lib/navigation/shopLink';
import type { PaymentOutcome } from './usePaymentOutcome';

interface PayOutcomeProps {
  orderSn: string;
  outcome: PaymentOutcome;
  /** Offered when the payment did not complete. */
  onRetry(): void;
}

const viewOrder = (orderSn: string) => void redirectTo({ url: shopLink(pageUrl(ORDER_LIST_PATH, { orderSn })) });
const goHome = () => void switchTab({ url: HOME_PATH });

/** After the cashier: checking, paid (with the way on), or not completed (with a retry). */
export function PayOutcome({ orderSn, outcome, onRetry }: PayOutcomeProps) {
  const t = useT();
  if (outcome === 'checking') {
    return (
      <div className="pay-outcome" role="status">
        <div className="page-loading" aria-hidden="true" />
        <p className="pay-outcome__title">{t('pay.checking')}</p>
      </div>
    );
  }
  const paid = outcome === 'paid';
  return (
    <div className="pay-outcome" role="status">
      <span className={paid ? 'pay-outcome__mark pay-outcome__mark--paid' : 'pay-outcome__mark'} aria-hidden="true">
        {paid ? '✓' : '!'}
      </span>
      <h2 className="pay-outcome__title">{paid ? t('pay.success') : t('pay.unfinished')}</h2>
      <p className="pay-outcome__hint">{paid ? t('pay.successHint') : t('pay.unfinishedHint')}</p>
      <div className="pay-outcome__actions">
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
