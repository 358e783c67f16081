import type { SimLayout } from '@shop/contract';
import { useT } from '../../../../i18n';
import { LayoutIcon } from '../../components/LayoutIcon';
import { openLink } from '../../../../shared/navigation/openLink';

/** The promoter's bottom bar; with middleBulge the middle entry stands out above it. */
export function IotTabBar({ tabBar }: { tabBar: SimLayout['tabBar'] }) {
  const t = useT();
  if (!tabBar.switch || tabBar.items.length === 0) return null;
  const middle = tabBar.middleBulge && tabBar.items.length % 2 === 1 ? (tabBar.items.length - 1) / 2 : -1;
  return (
    <nav className="iot-tab-bar" aria-label={t('tab.label')}>
      {tabBar.items.map((item, index) => (
        <button
          key={`${item.title}-${item.link}`}
          type="button"
          className={index === middle ? 'iot-tab-bar__item iot-tab-bar__item--bulge' : 'iot-tab-bar__item'}
          onClick={() => void openLink(item.link)}
        >
          <LayoutIcon icon={item.icon} className="iot-tab-bar__icon" />
          <span>{item.title}</span>
        </button>
      ))}
    </nav>
  );
}
