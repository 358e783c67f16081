import { useEffect } from 'react';
import { findPage, pageUrl, type PageRoute } from '@shop/contract';
import { history, isLoggedIn, loginPageFor, useLocation } from '../shared/navigation';
import { AsyncPage } from './AsyncPage';
import { NotFoundPage } from './NotFoundPage';
import { PageShell } from './PageShell';

/** Opening a login-flagged page by its address while logged out lands on its login page. */
function useLoginGuard(page: PageRoute | undefined, href: string) {
  const blocked = Boolean(page?.login && !isLoggedIn(page.login));
  useEffect(() => {
    if (!blocked || !page?.login) return;
    void history.port.replace(pageUrl(loginPageFor(page.login), { redirect: href }));
  }, [blocked, page, href]);
  return blocked;
}

export function Router() {
  const location = useLocation();
  const page = findPage(location.path);
  const blocked = useLoginGuard(page, location.href);

  if (!page) return <NotFoundPage path={location.path} />;
  if (blocked) return null;
  return (
    <PageShell page={page} path={location.path}>
      <AsyncPage key={location.path} path={location.path} />
    </PageShell>
  );
}
