import { useT } from '../../i18n';

interface NextStep {
  label: string;
  onPress(): void;
}

/** Nothing to show, said plainly, with what the visitor can do next. */
export function EmptyState({ title, hint, next }: { title: string; hint?: string; next?: NextStep }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {hint ? <p className="empty-state__hint">{hint}</p> : null}
      {next ? (
        <button type="button" className="button button--primary" onClick={next.onPress}>
          {next.label}
        </button>
      ) : null}
    </div>
  );
}

/** A load that failed: what went wrong and a retry. */
export function FailedState({ title, error, onRetry }: { title: string; error: string; onRetry(): void }) {
  const t = useT();
  return (
    <div className="empty-state" role="alert">
      <p className="empty-state__title">{title}</p>
      {error ? <p className="empty-state__hint">{error}</p> : null}
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
