import { useT } from '../../../../i18n';

/** The promoter's notice, scrolling across one line like a lamp board. */
export function NoticeLamp({ notice }: { notice: string }) {
  const t = useT();
  if (!notice.trim()) return null;
  return (
    <div className="notice-lamp" role="note" aria-label={t('iotHome.notice')}>
      <svg className="notice-lamp__mark" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M3 10v4h4l6 4V6L7 10zm13-1.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="notice-lamp__track">
        <span className="notice-lamp__text">{notice}</span>
      </div>
    </div>
  );
}
