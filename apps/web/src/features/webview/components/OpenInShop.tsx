import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import { goToPage } from '../../../shared/navigation/goToPage';
import { showToast } from '../../../shared/popups';

/** A shop page given by the shop's own address: opened in the app in place of the web view, never framed. */
export function OpenInShop({ page }: { page: string }) {
  const t = useT();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    goToPage(page, 'redirect').catch((error: unknown) => void showToast(error instanceof Error ? error.message : String(error)));
  }, [page]);
  return <div className="page-loading" role="progressbar" aria-label={t('webview.loading')} />;
}
