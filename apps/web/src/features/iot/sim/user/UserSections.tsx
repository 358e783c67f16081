import type { PagePath, SimInfo, SimLayout } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatDate, formatFen } from '../../../../shared/format';
import { openLink } from '../../../../shared/navigation/openLink';
import { Carousel } from '../../../../shared/ui/Carousel';
import { LinkRows } from '../../components/LinkRows';
import { MenuGrid } from '../../components/MenuGrid';

/** The user centre's page of all its services. */
export const USER_MORE_MENU_PATH = '/pages-sub/iot/user/moreMenu' satisfies PagePath;

/** The self-service pages every holder has, beside the promoter's own menus. */
export const SELF_SERVICE_PATHS = [
  '/pages-sub/iot/index/historyLine/index',
  '/pages-sub/iot/index/packageInfo/index',
  '/pages/iot/index/customer/index',
  '/pages-sub/iot/protocol/index',
  '/pages-sub/iot/protocol/taskRule',
] as const satisfies readonly PagePath[];

export function AssetSection({ info }: { info: SimInfo }) {
  const t = useT();
  const assets: { label: string; value: string; link: PagePath }[] = [
    { label: t('iotHome.balance'), value: formatFen(info.balance), link: '/pages/iot/index/balance/index' },
    { label: t('iotHome.integral'), value: String(info.integral), link: '/pages-sub/iot/index/integralLog/index' },
    { label: t('iotHome.user.couponCoin'), value: String(info.couponCoin), link: '/pages-sub/iot/index/couponExchange/index' },
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
      <MenuGrid menus={layout.user.service} max={layout.user.maxMenuTimes} moreLink={USER_MORE_MENU_PATH} />
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
        <button type="button" className="user-vip__join" onClick={() => void openLink('/pages-sub/iot/index/vip/index')}>
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
