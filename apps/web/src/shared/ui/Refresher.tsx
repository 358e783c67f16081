import { REFRESHER_THRESHOLD_PX } from '@shop/contract';
import { useT } from '../../i18n';
import './Refresher.css';

interface RefresherProps {
  /** How far the page is pulled down, in px (usePullToRefresh). */
  pull: number;
  /** Pulled past the threshold: letting go refreshes. */
  ready: boolean;
  /** A refresh is under way; pages that show their own loading tip leave it out. */
  refreshing?: boolean;
}

/** The pull-to-refresh strip at the top of a page: what letting go will do, then that it is doing it. */
export function Refresher({ pull, ready, refreshing = false }: RefresherProps) {
  const t = useT();
  const text = refreshing ? t('list.refreshing') : ready ? t('list.releaseToRefresh') : pull > 0 ? t('list.pullToRefresh') : null;
  return (
    <div className="refresher" style={{ height: refreshing ? REFRESHER_THRESHOLD_PX : pull }} aria-live="polite">
      {text}
    </div>
  );
}
