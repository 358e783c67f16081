import { findPage, IOT_HOME_PATH, ROOT_PATH, type PagePath } from '@shop/contract';
import { useT } from '../i18n';
import { ErrorBlock } from '../shared/antd';
import { history, navigateBack, reLaunch, useLocation } from '../shared/navigation';
import './placeholder.css';

/** A page of the SIM self-service: its way home is the SIM home. */
const isCardPage = (path: string): boolean => findPage(path)?.login === 'card' || /^\/pages(-sub)?\/iot\//.test(path);

/**
 * A page of the route table not built yet (loaded lazily, with antd-mobile, only when one is
 * opened): the catalogue's 40001 text in the visitor's language under its title bar, and a way
 * back, or home when there is nothing to go back to.
 */
export default function PlaceholderPage() {
  const t = useT();
  const { path } = useLocation();
  const canGoBack = history.port.depth() > 1;
  const home: PagePath = isCardPage(path) ? IOT_HOME_PATH : ROOT_PATH;
  const label = canGoBack ? t('common.back') : home === IOT_HOME_PATH ? t('page.simHome') : t('notFound.home');
  const leave = () => void (canGoBack ? navigateBack() : reLaunch({ url: home }));
  return (
    <ErrorBlock className="not-open" status="empty" fullPage title={<h2 className="not-open__title">{t('page.notOpen')}</h2>} description={null}>
      <button type="button" className="button button--primary" onClick={leave}>
        {label}
      </button>
    </ErrorBlock>
  );
}
