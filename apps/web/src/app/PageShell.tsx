import { useEffect, type ReactNode } from 'react';
import type { PageRoute } from '@shop/contract';
import { NavBar } from '../shared/ui/NavBar';
import { useT } from '../i18n';
import { navigateBack } from '../shared/navigation';
import { usePageTitle } from '../shared/pageTitle';
import { TabBar } from './TabBar';

/**
 * Every page: navigation bar with the page's Chinese title (spec 2), the page, and the tab bar on
 * tab pages. The browser tab and history read the title in the visitor's language.
 */
export function PageShell({ page, path, children }: { page: PageRoute; path: string; children: ReactNode }) {
  const t = useT();
  const customTitle = usePageTitle();
  const title = customTitle ?? page.title;
  const documentTitle = customTitle ?? t(`pageTitle.${page.title}`);
  const isTab = page.tab !== undefined;

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <div className={isTab ? 'page page--with-tabs' : 'page'}>
      <NavBar title={title} backLabel={t('common.back')} onBack={isTab ? undefined : () => void navigateBack()} />
      <main className="page__body">{children}</main>
      {isTab ? <TabBar path={path} /> : null}
    </div>
  );
}
