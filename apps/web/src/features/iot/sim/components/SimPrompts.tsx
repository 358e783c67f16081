import { RENEWAL_NOTICE_DAYS, type SimInfo } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatDate, formatDateTime, formatFen } from '../../../../shared/format';
import { openLink } from '../../../../shared/navigation/openLink';
import { useRemoveBreak } from '../simQueries';

function Prompt({ tone, text, action, onPress }: { tone: 'warn' | 'bad'; text: string; action: string; onPress(): void }) {
  return (
    <div className={`sim-prompt sim-prompt--${tone}`} role="status">
      <p className="sim-prompt__text">{text}</p>
      <button type="button" className="sim-prompt__action" onClick={onPress}>
        {action}
      </button>
    </div>
  );
}

/** The speed add-on the card has, while it has not ended. */
export const boostInForce = (info: SimInfo, now = Date.now()): NonNullable<SimInfo['accelerateOrder']> | null =>
  info.accelerateOrder && Date.parse(info.accelerateOrder.endAt) > now ? info.accelerateOrder : null;

/** The speed add-on in force, with its end; it leads to the add-ons. */
export function SpeedBoost({ info }: { info: SimInfo }) {
  const t = useT();
  const boost = boostInForce(info);
  if (!boost) return null;
  return (
    <button type="button" className="sim-boost" onClick={() => void openLink('/pages-sub/iot/index/accelerate/index')}>
      <span className="sim-boost__label">{t('iotHome.boost')}</span>
      <span className="sim-boost__text">{t('iotHome.boostUntil', { name: boost.accelerateName, time: formatDateTime(boost.endAt) })}</span>
      <span className="sim-boost__arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}

/** A break-rule suspension, with "解除" when the rule lets the holder lift it. */
function BreakTips({ info }: { info: SimInfo }) {
  const t = useT();
  const removeBreak = useRemoveBreak();
  return (
    <div className="sim-prompt sim-prompt--bad" role="alert">
      <p className="sim-prompt__text">{info.breakTips}</p>
      {info.allowRemoveBreak ? (
        <button type="button" className="sim-prompt__action" disabled={removeBreak.isPending} onClick={() => removeBreak.mutate()}>
          {t('iotHome.removeBreak')}
        </button>
      ) : null}
    </div>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A renewal the balance does not cover, due within the notice days: the line lapses on the day unless topped up. */
export function renewalAtRisk(info: SimInfo, now = Date.now()): NonNullable<SimInfo['renewal']> | null {
  const renewal = info.renewal;
  if (!renewal || renewal.covered || !renewal.renewAt) return null;
  const due = Date.parse(renewal.renewAt);
  return due - now <= RENEWAL_NOTICE_DAYS * DAY_MS ? renewal : null;
}

/** What the holder must do before the line works: real-name, a package, a coupon pack first, paying arrears, a renewal to cover, a break rule. */
export function SimPrompts({ info }: { info: SimInfo }) {
  const t = useT();
  const renewal = renewalAtRisk(info);
  return (
    <div className="sim-prompts">
      {info.needAuth ? <Prompt tone="warn" text={t('iotHome.needAuth')} action={t('iotHome.goAuth')} onPress={() => void openLink('/pages/iot/index/realnameAuth/index')} /> : null}
      {info.arrearsBalance > 0 ? (
        <Prompt tone="bad" text={t('iotHome.arrears', { amount: formatFen(info.arrearsBalance) })} action={t('iotHome.goRecharge')} onPress={() => void openLink('/pages/iot/index/balance/index')} />
      ) : null}
      {info.needBuyPackage ? <Prompt tone="warn" text={t('iotHome.needBuyPackage')} action={t('iotHome.goBuy')} onPress={() => void openLink('/pages/iot/index/package/index')} /> : null}
      {info.needBuyCoupon ? (
        <Prompt tone="warn" text={t('iotHome.needBuyCoupon')} action={t('iotHome.goBuyCoupon')} onPress={() => void openLink('/pages/iot/index/couponChoose/index')} />
      ) : null}
      {renewal ? (
        <Prompt
          tone="warn"
          text={t('iotHome.renewalShort', { name: renewal.name, date: formatDate(renewal.renewAt ?? ''), price: formatFen(renewal.priceFen) })}
          action={t('iotHome.goRecharge')}
          onPress={() => void openLink('/pages/iot/index/balance/index')}
        />
      ) : null}
      {info.breakTips ? <BreakTips info={info} /> : null}
    </div>
  );
}
