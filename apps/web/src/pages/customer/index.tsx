import { useState } from 'react';
import { pageUrl } from '@shop/contract';
import { FailedState } from '../../components/PageStates';
import { Refresher } from '../../components/Refresher';
import { useT } from '../../i18n';
import { useBaseConfig } from '../../lib/baseConfig';
import { openLink } from '../../lib/navigation/openLink';
import { QUESTION_LIST_PATH } from '../../lib/paths';
import { usePullToRefresh } from '../../lib/usePullToRefresh';
import { HotQuestions } from './parts/HotQuestions';
import { SearchField } from './parts/SearchField';
import { ServiceChannels } from './parts/ServiceChannels';
import { useHotQuestions } from './parts/useHotQuestions';
import './customer.css';

function ChannelsPlaceholder() {
  return (
    <section className="customer-card" aria-busy="true">
      <div className="skeleton" style={{ height: '1rem', width: '30%' }} />
      <div className="skeleton" style={{ height: '2.5rem', marginTop: '1rem' }} />
      <div className="skeleton" style={{ height: '2.5rem', marginTop: '0.75rem' }} />
    </section>
  );
}

/** Customer service: search the answers, reach the promoter's service, or open a hot question. */
export default function CustomerPage() {
  const t = useT();
  const { config, status, error, refresh } = useBaseConfig();
  const hot = useHotQuestions();
  const [keyword, setKeyword] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const pull = usePullToRefresh(() => {
    setRefreshing(true);
    void Promise.allSettled([refresh(), hot.refresh()]).then(() => setRefreshing(false));
  });

  return (
    <div className="customer" {...pull.handlers}>
      <Refresher pull={pull.pull} ready={pull.ready} refreshing={refreshing} />
      <section className="customer-hero">
        <h2 className="customer-hero__title">{t('customer.heading')}</h2>
        <p className="customer-hero__subtitle">{t('customer.subheading')}</p>
        <SearchField
          className="question-search--hero"
          value={keyword}
          onChange={setKeyword}
          onSubmit={(text) => void openLink(pageUrl(QUESTION_LIST_PATH, { keyword: text }))}
        />
      </section>
      {config ? (
        <ServiceChannels front={config.front} />
      ) : status === 'failed' ? (
        <section className="customer-card">
          <FailedState title={t('customer.loadFailed')} error={error} onRetry={() => void refresh()} />
        </section>
      ) : (
        <ChannelsPlaceholder />
      )}
      <HotQuestions hot={hot} />
    </div>
  );
}
