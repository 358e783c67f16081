import { useEffect, useRef, type ReactNode } from 'react';
import { REACH_BOTTOM_DISTANCE_PX } from '@shop/contract';
import { useT } from '../../i18n';
import { holdScrollRestore, restoreNeedsMore } from '../navigation/scrollRestore';
import type { Paged } from '../query';
import { usePullToRefresh } from './usePullToRefresh';
import { Refresher } from './Refresher';
import './PagedList.css';

interface PagedListProps<T> {
  paged: Paged<T>;
  renderItem(item: T, index: number): ReactNode;
  itemKey(item: T): string | number;
  /** What an empty result looks like (and what the visitor can do about it). */
  empty: ReactNode;
  /** Skeleton rows while the first page loads. */
  placeholder?: ReactNode;
  className?: string;
}

/**
 * A list that loads its next page when the visitor scrolls within 50 px of its end, reloads
 * on pull-down, and shows loading, empty, failed and finished states in words.
 */
export function PagedList<T>({ paged, renderItem, itemKey, empty, placeholder, className }: PagedListProps<T>) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const { pull, ready, handlers } = usePullToRefresh(() => void paged.refresh());
  const { loadMore, status, hasMore } = paged;
  const loading = status === 'loading' || status === 'loadingMore' || status === 'refreshing';

  // Back on a list whose pages must load again: the restore waits for them, and the list
  // loads pages until the place the visitor left is within reach.
  useEffect(() => (loading ? holdScrollRestore() : undefined), [loading]);
  useEffect(() => {
    if (status === 'ready' && hasMore && restoreNeedsMore()) loadMore();
  }, [status, hasMore, paged.items.length, loadMore]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: `0px 0px ${REACH_BOTTOM_DISTANCE_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadMore]);

  const firstLoad = paged.status === 'loading' && paged.items.length === 0;
  return (
    <div className={className ? `paged-list ${className}` : 'paged-list'} {...handlers}>
      <Refresher pull={pull} ready={ready} refreshing={paged.status === 'refreshing'} />
      {firstLoad ? (placeholder ?? <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />) : null}
      {paged.items.map((item, index) => (
        <div key={itemKey(item)} className="paged-list__item">
          {renderItem(item, index)}
        </div>
      ))}
      {paged.status === 'ready' && paged.items.length === 0 ? empty : null}
      {paged.status === 'failed' ? (
        <div className="paged-list__failed" role="alert">
          <p>{paged.error || t('common.error')}</p>
          <button type="button" className="button button--ghost" onClick={paged.retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {paged.status === 'loadingMore' ? <p className="paged-list__footer">{t('common.loading')}</p> : null}
      {paged.status === 'ready' && paged.items.length > 0 && !paged.hasMore ? <p className="paged-list__footer">{t('list.end')}</p> : null}
      <div ref={sentinel} className="paged-list__sentinel" aria-hidden="true" />
    </div>
  );
}
