import { EmptyState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { navigateBack } from '../../../shared/navigation';

/** What buyers say about a number. No reviews are collected yet, and the page says so. */
export default function NumberReviewsPage() {
  const t = useT();
  return (
    <EmptyState
      title={t('goods.number.noReviews')}
      hint={t('goods.number.noReviewsHint')}
      next={{ label: t('goods.number.backToNumber'), onPress: () => void navigateBack() }}
    />
  );
}
