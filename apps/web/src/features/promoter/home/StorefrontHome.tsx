import { type BaseConfig, VANITY_SEARCH_PATH } from '@shop/contract';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { useCustomPageTitle } from '../../../shared/pageTitle';
import { Carousel } from '../../../shared/ui/Carousel';
import { useBaseConfig } from '../baseConfig';
import { FastNav } from './FastNav';
import { HomeFooter } from './HomeFooter';
import { HomeSkeleton } from './HomeSkeleton';
import './home.css';

function Brand({ config }: { config: BaseConfig }) {
  const t = useT();
  return (
    <section className="brand">
      <img className="brand__logo" src={config.front.logo} alt={config.promoName} width={48} height={48} />
      <div className="brand__text">
        <h2 className="brand__title">{config.front.title}</h2>
        <p className="brand__desc">{config.front.description}</p>
      </div>
      {config.front.indexSearch ? (
        <button type="button" className="search-entry" onClick={() => void openLink(VANITY_SEARCH_PATH)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('home.searchPlaceholder')}
        </button>
      ) : null}
    </section>
  );
}

function Promises() {
  const t = useT();
  const items = [t('home.features.genuine'), t('home.features.fastDelivery'), t('home.features.afterSales')];
  return (
    <ul className="promises">
      {items.map((text) => (
        <li key={text}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path d="m5 12 4.5 4.5L19 7" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {text}
        </li>
      ))}
    </ul>
  );
}

/**
 * The storefront home: the promoter's brand, banners, shortcuts, the page's groups (numbers and
 * plans, composed by the page from their features) and service details.
 */
export function StorefrontHome({ groups }: { groups(config: BaseConfig): ReactNode }) {
  const t = useT();
  const { config, status, error, refresh } = useBaseConfig();
  useCustomPageTitle(config?.front.title);

  if (!config) {
    if (status === 'failed') {
      return (
        <div className="empty-state" role="alert">
          <p className="empty-state__title">{t('home.loadFailed')}</p>
          <p className="empty-state__hint">{error}</p>
          <button type="button" className="button button--primary" onClick={() => void refresh()}>
            {t('common.retry')}
          </button>
        </div>
      );
    }
    return <HomeSkeleton />;
  }

  return (
    <div className="home">
      <Brand config={config} />
      <Carousel slides={config.front.indexCarousel} />
      <Promises />
      <FastNav items={config.front.fastNav} />
      {groups(config)}
      <HomeFooter config={config} />
    </div>
  );
}
