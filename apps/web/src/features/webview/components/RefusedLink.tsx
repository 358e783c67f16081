import { useT } from '../../../i18n';
import { navigateBack } from '../../../shared/navigation';

/** Why the web view shows nothing: no address, or one that is not a web link (shown as text, never opened). */
export function RefusedLink({ title, reason, url }: { title: string; reason: string; url?: string }) {
  const t = useT();
  return (
    <div className="empty-state webview-refused" role="alert">
      <svg className="webview-refused__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 38 38 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__hint">{reason}</p>
      {url ? <code className="webview-refused__url">{url}</code> : null}
      <button type="button" className="button button--primary" onClick={() => void navigateBack()}>
        {t('common.back')}
      </button>
    </div>
  );
}
