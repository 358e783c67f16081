import { FrameworkText, ROOT_PATH } from '@shop/contract';
import { NavBar } from '../shared/ui/NavBar';
import { useT } from '../i18n';
import { reLaunch } from '../shared/navigation';

/** An address that names no page of the route table. */
export function NotFoundPage({ path }: { path: string }) {
  const t = useT();
  return (
    <div className="page">
      <NavBar title={t('notFound.title')} backLabel={t('common.back')} />
      <main className="page__body empty-state">
        <p className="empty-state__title">{FrameworkText.pageNotFound}</p>
        <p className="empty-state__hint">{path}</p>
        <button type="button" className="button button--primary" onClick={() => void reLaunch({ url: ROOT_PATH })}>
          {t('notFound.home')}
        </button>
      </main>
    </div>
  );
}
