import { useQuery } from '@tanstack/react-query';
import { EmptyState, FailedState } from '../../../shared/ui/PageStates';
import { RichText } from '../../../shared/ui/RichText';
import { OriginalLanguageNote } from '../../../shared/ui/TextArticle';
import { currentLocale, useT } from '../../../i18n';
import { formatDate } from '../../../shared/format';
import { useQuery as usePageQuery } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { endpointQuery } from '../../../shared/query';
import { isRequestError } from '../../../shared/request';
import { idFrom } from '../questionQuery';
import { Helpful } from './Helpful';
import { NeedHelp } from './NeedHelp';
import { RelatedQuestions } from './RelatedQuestions';
import './question.css';

function NotFound() {
  const t = useT();
  return (
    <EmptyState
      title={t('questions.notFound')}
      hint={t('questions.notFoundHint')}
      next={{ label: t('questions.backToList'), onPress: () => void openLink('/pages/customer/question/index') }}
    />
  );
}

function Placeholder() {
  return (
    <article className="question-card" aria-busy="true">
      <div className="skeleton" style={{ height: '1.375rem', width: '75%' }} />
      {[96, 100, 88, 60].map((width) => (
        <div key={width} className="skeleton" style={{ height: '0.9375rem', width: `${width}%`, marginTop: '0.875rem' }} />
      ))}
    </article>
  );
}

/** The server does not know the question: said on the page, not as a failure to retry. */
const isUnknown = (error: unknown): boolean => isRequestError(error) && error.kind === 'http' && error.status === 404;

/** One question: its answer, whether it helped, related questions and the way to a person. */
export function QuestionDetail() {
  const t = useT();
  const id = idFrom(usePageQuery().id);
  // An address without a valid id is not asked about at all.
  const question = useQuery({
    ...endpointQuery('sysQuestionView', { query: { id: id ?? 0, locale: currentLocale() } }, { hideError: true }),
    enabled: id !== undefined,
  });

  if (id === undefined || isUnknown(question.error)) return <NotFound />;
  if (question.isError) return <FailedState title={t('questions.loadFailed')} error={question.error.message} onRetry={() => void question.refetch()} />;
  if (question.isPending) return <Placeholder />;
  const { data } = question;
  return (
    <div className="question-detail">
      <article className="question-card">
        <p className="question-card__category">{data.categoryName}</p>
        <h2 className="question-card__heading" lang={data.locale}>
          {data.title}
        </h2>
        <OriginalLanguageNote locale={data.locale} />
        <div lang={data.locale}>
          <RichText className="question-card__answer" html={data.answerHtml} />
        </div>
        <p className="question-card__updated">{t('about.updatedAt', { date: formatDate(data.updatedAt) })}</p>
        <Helpful key={data.id} questionId={data.id} />
      </article>
      <RelatedQuestions questions={data.related} />
      <NeedHelp />
    </div>
  );
}
