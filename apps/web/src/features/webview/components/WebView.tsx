import { FrameworkText, isLink } from '@shop/contract';
import { useT } from '../../../i18n';
import { useQuery } from '../../../shared/navigation';
import { isOwnSite, ownShopPage } from '../../../shared/navigation/ownSite';
import { OpenInShop } from './OpenInShop';
import { RefusedLink } from './RefusedLink';
import { WebFrame } from './WebFrame';
import './webview.css';

/**
 * A web page inside the shop (`?url=`): only http and https links open (spec 5); anything else
 * is refused and nothing loads. The shop's own site is never framed, as a frame of the same
 * origin could lift its own sandbox: a shop page opens in the app, anything else there is refused.
 */
export function WebView() {
  const t = useT();
  const { url } = useQuery();
  if (!url) return <RefusedLink title={t('webview.missing')} reason={FrameworkText.missingUrl} />;
  if (!isLink(url)) return <RefusedLink title={t('webview.refused')} reason={t('webview.refusedHint')} url={url} />;
  if (isOwnSite(url)) {
    const page = ownShopPage(url);
    return page ? <OpenInShop key={page} page={page} /> : <RefusedLink title={t('webview.refused')} reason={t('webview.ownSite')} url={url} />;
  }
  return <WebFrame key={url} url={url} />;
}
