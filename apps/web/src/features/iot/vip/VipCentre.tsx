import { useQuery } from '@tanstack/react-query';
import { pageUrl, validityEnd, type VipOrder, type VipPlan } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDate, formatFen } from '../../../shared/format';
import { navigateTo } from '../../../shared/navigation';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { offerValidity } from '../wallet';
import { packageOff, vipInForce } from '../vipInvite';
import './vip.css';

/** When a plan bought now ends, by the server's rule: from the membership's end when one is in force, else from now. */
export function renewedUntil(plan: Pick<VipPlan, 'validity'>, current: Pick<VipOrder, 'endAt'> | null, now = Date.now()): string {
  const from = new Date(current ? Math.max(Date.parse(current.endAt), now) : now);
  return validityEnd(from, plan.validity.count, plan.validity.unit).toISOString();
}

/** A plan's benefits as its card lists them: the package discount, then the promoter's items (points are not earned yet, so no multiplier is promised). */
export function PlanPerks({ plan }: { plan: VipPlan }) {
  const t = useT();
  const off = packageOff(plan);
  return (
    <ul className="vip-plan__perks" aria-label={t('perks.vip.privileges')}>
      {off ? <li className="vip-plan__perk vip-plan__perk--lead">{off}</li> : null}
      {plan.privileges.items.map((item) => (
        <li key={item.title} className="vip-plan__perk">
          {item.icon ? <img src={item.icon} alt="" width={16} height={16} loading="lazy" /> : null}
          {item.title}
        </li>
      ))}
    </ul>
  );
}

export function PlanPrice({ plan }: { plan: VipPlan }) {
  const t = useT();
  return (
    <span className="offer-detail__prices">
      <span className="offer__price">{formatFen(plan.priceFen)}</span>
      {plan.originalFen !== null && plan.originalFen > plan.priceFen ? (
        <del className="offer__original" aria-label={t('wallet.packages.original', { amount: formatFen(plan.originalFen) })}>
          {formatFen(plan.originalFen)}
        </del>
      ) : null}
    </span>
  );
}

function PlanCard({ plan, current }: { plan: VipPlan; current: VipOrder | null }) {
  const t = useT();
  const renewing = current !== null && current.vipId === plan.id;
  const buy = () => void navigateTo({ url: pageUrl('/pages-sub/iot/index/vip/pay', { id: String(plan.id) }) });
  return (
    <article className="vip-plan" aria-label={plan.name}>
      <div className="vip-plan__head">
        {plan.logo ? <img className="vip-plan__logo" src={plan.logo} alt="" width={40} height={40} loading="lazy" /> : null}
        <div>
          <h3 className="vip-plan__name">{plan.name}</h3>
          <p className="offer__meta">{offerValidity(plan)}</p>
        </div>
      </div>
      {plan.description ? <p className="offer__meta">{plan.description}</p> : null}
      <PlanPerks plan={plan} />
      {current ? <p className="offer__meta">{t('perks.vip.renewTo', { date: formatDate(renewedUntil(plan, current)) })}</p> : null}
      <div className="vip-plan__foot">
        <PlanPrice plan={plan} />
        <button type="button" className="button button--primary" onClick={buy}>
          {renewing ? t('perks.vip.renew', { price: formatFen(plan.priceFen) }) : t('perks.vip.join', { price: formatFen(plan.priceFen) })}
        </button>
      </div>
    </article>
  );
}

/** The membership in force (or an invitation to join) and the plans on sale, each bought or renewed through the card's checkout. */
export function VipCentre() {
  const t = useT();
  const list = useQuery(cardQuery('vipList', useCardNumber()));
  if (list.data === undefined) return <NotLoaded query={list} failedTitle={t('wallet.loadFailed')} />;
  const current = list.data.current ? vipInForce({ vipOrder: list.data.current }) : null;
  return (
    <div className="wallet-page">
      <section className="vip-current" aria-label={current ? t('perks.vip.current') : t('perks.vip.inviteTitle')}>
        {current ? (
          <>
            <p className="vip-current__label">{t('perks.vip.current')}</p>
            <p className="vip-current__name">{current.vipName}</p>
            <p className="vip-current__until">{t('perks.vip.until', { date: formatDate(current.endAt) })}</p>
            {current.privileges.items.length > 0 ? (
              <ul className="vip-plan__perks" aria-label={t('perks.vip.privileges')}>
                {current.privileges.items.map((item) => (
                  <li key={item.title} className="vip-plan__perk">
                    {item.title}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <>
            <p className="vip-current__name">{t('perks.vip.inviteTitle')}</p>
            <p className="vip-current__until">{t('perks.vip.inviteHint')}</p>
          </>
        )}
      </section>
      <h2 className="vip-plans__title">{t('perks.vip.plans')}</h2>
      {list.data.plans.length === 0 ? (
        <EmptyState title={t('perks.vip.empty')} />
      ) : (
        <ul className="offers">
          {list.data.plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} current={current} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
