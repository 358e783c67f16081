import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageUrl } from '@shop/contract';
import { FailedState } from '../../../shared/ui/PageStates';
import { Refresher } from '../../../shared/ui/Refresher';
import { currentLocale, useT } from '../../../i18n';
import { useBaseConfig } from '../../promoter';
import { openLink } from '../../../shared/navigation/openLink';
import { usePullToRefresh } from '../../../shared/ui/usePullToRefresh';
import { hotQuestionsQuery } from '../hotQuestions';
import { HotQuestions } from './HotQuestions';
import { SearchField } from './SearchField';
import { ServiceChannels } from './ServiceChannels';
import './customer.css';

/**
 * The shape of the usual contact card (a hotline and two QR codes), drawn with the card's own
 * classes so it takes the same height: the hot questions below do not jump when it arrives.
 */
function ChannelsPlaceholder() {
  return (
    <section className="customer-card" aria-busy="true">
      <div className="customer-card__title">
        <span className="skeleton" style={{ display: 'inline-block', width: '30%' }}>
          &nbsp;
        </span>
      </div>
      <div className="channel-row">
        <div className="skeleton" style={{ height: '2.5rem', width: '100%' }} />
      </div>
      <div className="qr-tiles">
        {[0, 1].map((tile) => (
          <div key={tile} className="qr-tile">
            <div className="qr-tile__image skeleton" />
            <span className="qr-tile__name">&nbsp;</span>
            <span className="qr-tile__hint">&nbsp;</span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Customer service: search the answers, reach the promoter's service, or open a hot question. */
export function CustomerService() {
  const t = useT();
  const { config, status, error, refresh } = useBaseConfig();
  const hot = useQuery(hotQuestionsQuery(currentLocale()));
  const [keyword, setKeyword] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const pull = usePullToRefresh(() => {
    setRefreshing(true);
    void Promise.allSettled([refresh(), hot.refetch()]).then(() => setRefreshing(false));
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
          onSubmit={(text) => void openLink(pageUrl('/pages/customer/question/index', { keyword: text }))}
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
