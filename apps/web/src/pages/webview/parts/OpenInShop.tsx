import { useEffect, useRef } from 'react';
import { isTabPage, parsePageUrl } from '@shop/contract';
import { useT } from '../../../i18n';
import { redirectTo, switchTab } from '../../../lib/navigation';
import { shopLink } from '../../../lib/navigation/shopLink';
import { showToast } from '../../../lib/popups';

/** A shop page given by the shop's own address: opened in the app in place of the web view, never framed. */
export function OpenInShop({ page }: { page: string }) {
  const t = useT();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const { path } = parsePageUrl(page);
    const open = isTabPage(path) ? switchTab({ url: path }) : redirectTo({ url: shopLink(page) });
    open.catch((error: unknown) => void showToast(error instanceof Error ? error.message : String(error)));
  }, [page]);
  return <div className="page-loading" role="progressbar" aria-label={t('webview.loading')} />;
}
