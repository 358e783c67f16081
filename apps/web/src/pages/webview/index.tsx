import { WebView, webviewTexts } from '../../features/webview';

export const texts = webviewTexts;

/** A web page inside the shop (`?url=`): only http and https links open (spec 5). */
export default function WebViewPage() {
  return <WebView />;
}
