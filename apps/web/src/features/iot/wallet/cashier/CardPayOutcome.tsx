import { useQuery } from '@tanstack/react-query';
import { IOT_HOME_PATH, pageUrl, type IotOrder, type IotOrderKind, type PagePath } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';
import { redirectTo, reLaunch } from '../../../../shared/navigation';
import type { PaymentOutcome } from '../../../order';
import { cardQuery, useCardNumber, useSimInfo } from '../../session';
import '../../../../shared/ui/outcome.css';

const ORDERS: PagePath = '/pages/iot/index/orderLogs/index';

/** What a paid order of each kind but a top-up did, and where its holder sees it. */
const BOUGHT = {
  package: { title: 'wallet.cashier.packageBought', hint: 'wallet.cashier.packageHint', link: 'wallet.details.mine', path: '/pages-sub/iot/index/packageInfo/index' },
  renewal: { title: 'wallet.cashier.packageBought', hint: 'wallet.cashier.packageHint', link: 'wallet.details.mine', path: '/pages-sub/iot/index/packageInfo/index' },
  coupon: { title: 'wallet.cashier.couponBought', hint: 'wallet.cashier.couponHint', link: 'wallet.cashier.myCoupons', path: '/pages-sub/iot/index/couponExchange/order' },
  vip: { title: 'wallet.cashier.vipBought', hint: 'wallet.cashier.vipHint', link: 'wallet.cashier.vipCentre', path: '/pages-sub/iot/index/vip/index' },
  accelerate: { title: 'wallet.cashier.accelerateBought', hint: 'wallet.cashier.accelerateHint', link: 'wallet.cashier.accelerateOrders', path: '/pages-sub/iot/index/accelerate/order' },
  pointsShop: { title: 'wallet.cashier.pointsShopPaid', hint: 'wallet.cashier.pointsShopHint', link: 'wallet.cashier.pointsOrders', path: '/pages-sub/iot/integralShop/order/index' },
} as const satisfies Record<Exclude<IotOrderKind, 'recharge'>, { title: string; hint: string; link: string; path: PagePath }>;

const NOT_PAID = {
  failed: { title: 'pay.failed', hint: 'pay.failedHint' },
  cancelled: { title: 'pay.cancelled', hint: 'pay.cancelledHint' },
  unfinished: { title: 'pay.unfinished', hint: 'pay.unfinishedHint' },
} as const;

/** A paid top-up: the new balance, and what it paid of the arrears (the line back in service), from the ledger. */
function RechargePaid({ orderSn }: { orderSn: string }) {
  const t = useT();
  const simNo = useCardNumber();
  const info = useSimInfo().data;
  const ledger = useQuery(cardQuery('simBalanceLogList', simNo)).data;
  const arrearsPaid = (ledger?.list ?? []).filter((line) => line.orderSn === orderSn && line.reason === 'arrears').reduce((sum, line) => sum - line.amountFen, 0);
  if (!info) return null;
  return (
    <>
      <p className="outcome__hint">{t('wallet.cashier.balanceNow', { amount: formatFen(info.balance) })}</p>
      {arrearsPaid > 0 ? <p className="outcome__hint">{t('wallet.cashier.arrearsPaid', { amount: formatFen(arrearsPaid) })}</p> : null}
      {info.arrearsBalance > 0 ? <p className="outcome__hint">{t('wallet.cashier.stillOwed', { amount: formatFen(info.arrearsBalance) })}</p> : null}
    </>
  );
}

interface CardPayOutcomeProps {
  order: Pick<IotOrder, 'orderSn' | 'kind'> | undefined;
  outcome: PaymentOutcome;
  onRetry(): void;
}

/** After the cashier: checking, paid (what it did for the card), or declined, cancelled or not completed, with a retry. */
export function CardPayOutcome({ order, outcome, onRetry }: CardPayOutcomeProps) {
  const t = useT();
  if (outcome === 'checking') {
    return (
      <div className="outcome" role="status">
        <div className="page-loading" aria-hidden="true" />
        <p className="outcome__title">{t('pay.checking')}</p>
      </div>
    );
  }
  const orders = () => void redirectTo({ url: pageUrl(ORDERS) });
  if (outcome !== 'paid') {
    const text = NOT_PAID[outcome];
    return (
      <div className="outcome" role="status">
        <span className="outcome__mark" aria-hidden="true">
          !
        </span>
        <h2 className="outcome__title">{t(text.title)}</h2>
        <p className="outcome__hint">{t(text.hint)}</p>
        <div className="outcome__actions">
          <button type="button" className="button button--ghost" onClick={orders}>
            {t('wallet.cashier.viewOrders')}
          </button>
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('pay.retry')}
          </button>
        </div>
      </div>
    );
  }
  const recharge = order?.kind === 'recharge';
  const bought = BOUGHT[order && order.kind !== 'recharge' ? order.kind : 'package'];
  return (
    <div className="outcome" role="status">
      <span className="outcome__mark outcome__mark--done" aria-hidden="true">
        ✓
      </span>
      <h2 className="outcome__title">{recharge ? t('wallet.cashier.recharged') : t(bought.title)}</h2>
      {recharge && order ? <RechargePaid orderSn={order.orderSn} /> : <p className="outcome__hint">{t(bought.hint)}</p>}
      <div className="outcome__actions">
        <button type="button" className="button button--ghost" onClick={recharge ? orders : () => void redirectTo({ url: pageUrl(bought.path) })}>
          {recharge ? t('wallet.cashier.viewOrders') : t(bought.link)}
        </button>
        <button type="button" className="button button--primary" onClick={() => void reLaunch({ url: IOT_HOME_PATH })}>
          {t('wallet.cashier.home')}
        </button>
      </div>
    </div>
  );
}
