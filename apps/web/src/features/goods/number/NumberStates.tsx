import { VANITY_SEARCH_PATH } from '@shop/contract';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';

/** The number is not on sale (taken, withdrawn, or never was): say so and offer the search. */
export function NumberUnavailable() {
  const t = useT();
  return (
    <EmptyState
      title={t('goods.number.unavailable')}
      hint={t('goods.number.unavailableHint')}
      next={{ label: t('goods.number.pickAnother'), onPress: () => void openLink(VANITY_SEARCH_PATH) }}
    />
  );
}

export function NumberSkeleton() {
  return (
    <div className="number-page" aria-busy="true">
      <section className="number-hero">
        <div className="skeleton" style={{ height: '2.25rem', width: '80%' }} />
        <div className="skeleton" style={{ height: '0.9rem', width: '45%', marginTop: '0.75rem' }} />
      </section>
      <section className="number-panel">
        <div className="skeleton" style={{ height: '1rem', width: '60%' }} />
        <div className="skeleton" style={{ height: '1rem', width: '70%', marginTop: '0.75rem' }} />
      </section>
    </div>
  );
}
