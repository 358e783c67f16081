import { useState } from 'react';
import { useT } from '../../../i18n';

// Framed sites may run their own scripts and forms, but never navigate the shop away.
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * A web link filling the page under the navigation bar. Many sites refuse to be framed, so the
 * bar above always offers to open the link in the browser instead.
 */
export function WebFrame({ url }: { url: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  const { host } = new URL(url);
  return (
    <div className="webview">
      <div className="webview__bar">
        <span className="webview__host">{host}</span>
        <a className="webview__open" href={url} target="_blank" rel="noopener noreferrer">
          {t('webview.openInBrowser')}
        </a>
      </div>
      <div className="webview__stage">
        {loaded ? null : (
          <div className="webview__loading" role="progressbar" aria-label={t('webview.loading')}>
            <div className="page-loading" />
            <p>{t('webview.loading')}</p>
          </div>
        )}
        <iframe className="webview__frame" src={url} title={host} sandbox={SANDBOX} onLoad={() => setLoaded(true)} />
      </div>
    </div>
  );
}
