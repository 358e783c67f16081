import { pageUrl } from '@shop/contract';
import { EmptyState, FailedState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../lib/navigation/openLink';
import { QUESTION_DETAIL_PATH, QUESTION_LIST_PATH } from '../../../lib/paths';
import { Chevron } from './icons';
import type { HotQuestions as Hot } from './useHotQuestions';

function Placeholder() {
  return (
    <div aria-busy="true">
      {[80, 64, 72].map((width) => (
        <div key={width} className="question-row">
          <div className="skeleton" style={{ height: '0.9375rem', width: `${width}%` }} />
        </div>
      ))}
    </div>
  );
}

/** The most asked questions, each a tap from its answer, and the way to all of them. */
export function HotQuestions({ hot }: { hot: Hot }) {
  const t = useT();
  const { list, load } = hot;
  return (
    <section className="customer-card">
      <div className="customer-card__head">
        <h2 className="customer-card__title">{t('customer.hot')}</h2>
        <button type="button" className="customer-card__more" onClick={() => void openLink(QUESTION_LIST_PATH)}>
          {t('customer.allQuestions')}
        </button>
      </div>
      {list === undefined && load.status === 'loading' ? <Placeholder /> : null}
      {list === undefined && load.status === 'failed' ? <FailedState title={t('customer.hotFailed')} error={load.error} onRetry={() => void hot.refresh()} /> : null}
      {list?.length === 0 ? <EmptyState title={t('customer.hotEmpty')} /> : null}
      {list && list.length > 0 ? (
        <ol className="question-rows">
          {list.map((question, index) => (
            <li key={question.id}>
              <button type="button" className="question-row" onClick={() => void openLink(pageUrl(QUESTION_DETAIL_PATH, { id: question.id }))}>
                <span className={index < 3 ? 'question-row__rank question-row__rank--top' : 'question-row__rank'}>{index + 1}</span>
                <span className="question-row__title">{question.title}</span>
                <Chevron />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
