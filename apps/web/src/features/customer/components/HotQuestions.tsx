import type { UseQueryResult } from '@tanstack/react-query';
import { pageUrl, type QuestionTitle } from '@shop/contract';
import { EmptyState, FailedState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { Chevron } from './icons';

/** Rows the size of the list's first three, so the page does not jump when it arrives. */
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
export function HotQuestions({ hot }: { hot: UseQueryResult<QuestionTitle[]> }) {
  const t = useT();
  const list = hot.data;
  return (
    <section className="customer-card">
      <div className="customer-card__head">
        <h2 className="customer-card__title">{t('customer.hot')}</h2>
        <button type="button" className="customer-card__more" onClick={() => void openLink(pageUrl('/pages/customer/question/index'))}>
          {t('customer.allQuestions')}
        </button>
      </div>
      {list === undefined && hot.isPending ? <Placeholder /> : null}
      {list === undefined && hot.isError ? <FailedState title={t('customer.hotFailed')} error={hot.error.message} onRetry={() => void hot.refetch()} /> : null}
      {list?.length === 0 ? <EmptyState title={t('customer.hotEmpty')} /> : null}
      {list && list.length > 0 ? (
        <ol className="question-rows">
          {list.map((question, index) => (
            <li key={question.id}>
              <button type="button" className="question-row" onClick={() => void openLink(pageUrl('/pages/customer/question/detail', { id: question.id }))}>
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
