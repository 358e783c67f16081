import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { FailedState } from '../../../shared/ui/PageStates';

/**
 * What a card page shows until its query has an answer: a spinner, or why it failed with a
 * retry. A failed reload keeps an answer shown, so pages ask for this only without one.
 */
export function NotLoaded({ query, failedTitle }: { query: UseQueryResult<unknown>; failedTitle: string }) {
  const t = useT();
  if (query.isError) return <FailedState title={failedTitle} error={query.error.message} onRetry={() => void query.refetch()} />;
  return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
}
