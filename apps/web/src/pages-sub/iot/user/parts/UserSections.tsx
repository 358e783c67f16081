import type { SimInfo, SimLayout } from '@shop/contract';
import { LinkRows } from '../../../../components/iot/LinkRows';
import { MenuGrid } from '../../../../components/iot/MenuGrid';
import { useT } from '../../../../i18n';
import { formatDate, formatFen } from '../../../../lib/format';
import { IotPath } from '../../../../lib/iot/paths';
import { openLink } from '../../../../lib/navigation/openLink';
import { Carousel } from '../../../../components/Carousel';

/** The self-service pages every holder has, beside the promoter's own menus. */
export const SELF_SERVICE_PATHS = [IotPath.historyLine, IotPath.packageInfo, IotPath.customer, IotPath.protocol, IotPath.taskRule];

export function AssetSection({ info }: { info: SimInfo }) {
  const t = useT();
  const assets = [
    { label: t('iotHome.balance'), value: formatFen(info.balance), link: IotPath.balance },
    { label: t('iotHome.integral'), value: String(info.integral), link: IotPath.integralLog },
    { label: t('iotHome.user.couponCoin'), value: String(info.couponCoin), link: IotPath.couponExchange },
  ];
  return (
    <section className="user-assets" aria-label={t('iotHome.user.asset')}>
      {assets.map((asset) => (
        <button key={asset.label} type="button" className="user-assets__item" onClick={() => void openLink(asset.link)}>
          <span className="user-assets__value">{asset.value}</span>
          <span className="user-assets__label">{asset.label}</span>
        </button>
      ))}
    </section>
  );
}

export function CarouselSection({ layout }: { layout: SimLayout }) {
  return <Carousel slides={layout.user.carousels} />;
}

export function ServiceSection({ layout }: { layout: SimLayout }) {
  const t = useT();
  return (
    <section className="user-section" aria-label={t('iotHome.user.service')}>
      <h2 className="user-section__title">{t('iotHome.user.service')}</h2>
      <MenuGrid menus={layout.user.service} max={layout.user.maxMenuTimes} moreLink={IotPath.userMoreMenu} />
    </section>
  );
}

export function VipSection({ info }: { info: SimInfo }) {
  const t = useT();
  const vip = info.vipOrder?.validTag ? info.vipOrder : null;
  return (
    <section className="user-vip" aria-label={t('iotHome.user.vip')}>
      <p className="user-vip__text">
        {vip ? t('iotHome.user.vipUntil', { name: vip.vipName, date: formatDate(vip.endAt) }) : t('iotHome.user.vipEntry')}
      </p>
      {vip ? null : (
        <button type="button" className="user-vip__join" onClick={() => void openLink(IotPath.vip)}>
          {t('iotHome.user.vipJoin')}
        </button>
      )}
    </section>
  );
}

export function MoreMenuSection() {
  const t = useT();
  return <LinkRows paths={SELF_SERVICE_PATHS} label={t('iotHome.user.moreMenu')} />;
}
