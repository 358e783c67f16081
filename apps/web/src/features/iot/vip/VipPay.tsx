import { useQuery } from '@tanstack/react-query';
import { IOT_HOME_PATH, pageUrl, type PagePath } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../shared/format';
import { redirectTo, reLaunch } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { CardCheckout, offerValidity, PaidOutcome } from '../wallet';
import { vipInForce } from '../vipInvite';
import { PlanPerks, PlanPrice, renewedUntil } from './VipCentre';
import './vip.css';

const CENTRE: PagePath = '/pages-sub/iot/index/vip/index';

/** Buying or renewing one plan (`?id=`): the plan and until when it runs, then the card's checkout. */
export function VipPay({ id }: { id: number }) {
  const t = useT();
  const list = useQuery(cardQuery('vipList', useCardNumber()));
  if (list.data === undefined) return <NotLoaded query={list} failedTitle={t('wallet.loadFailed')} />;
  const plan = list.data.plans.find((candidate) => candidate.id === id);
  if (!plan) return <EmptyState title={t('perks.vip.notFound')} next={{ label: t('perks.vip.toPlans'), onPress: () => void openLink(CENTRE) }} />;
  const current = list.data.current ? vipInForce({ vipOrder: list.data.current }) : null;
  const until = formatDate(renewedUntil(plan, current));
  return (
    <CardCheckout
      endpoint="createVipOrder"
      payment={list.data}
      totalFen={plan.priceFen}
      draft={{ vipId: plan.id }}
      paid={() => (
        <PaidOutcome
          title={t('wallet.cashier.vipBought')}
          hint={t('perks.vip.until', { date: until })}
          actions={[
            { label: t('wallet.cashier.vipCentre'), onPress: () => void redirectTo({ url: pageUrl(CENTRE) }) },
            { label: t('wallet.details.home'), onPress: () => void reLaunch({ url: IOT_HOME_PATH }) },
          ]}
        />
      )}
    >
      <section className="wallet-card vip-plan">
        <h2 className="vip-plan__name">{plan.name}</h2>
        <p className="offer__meta">{offerValidity(plan)}</p>
        <PlanPerks plan={plan} />
        <p className="offer__meta">{current ? t('perks.vip.renewTo', { date: until }) : t('perks.vip.until', { date: until })}</p>
        <PlanPrice plan={plan} />
      </section>
    </CardCheckout>
  );
}
