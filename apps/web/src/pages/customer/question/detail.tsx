import { EmptyState, FailedState } from '../../../components/PageStates';
import { RichText } from '../../../components/RichText';
import { OriginalLanguageNote } from '../../../components/TextArticle';
import { currentLocale, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useQuery } from '../../../lib/navigation';
import { openLink } from '../../../lib/navigation/openLink';
import { QUESTION_LIST_PATH } from '../../../lib/paths';
import { usePromoCode } from '../../../lib/promo';
import { call, isRequestError } from '../../../lib/request';
import { useLoad } from '../../../lib/useLoad';
import { Helpful } from './parts/Helpful';
import { NeedHelp } from './parts/NeedHelp';
import { idFrom } from './parts/query';
import { RelatedQuestions } from './parts/RelatedQuestions';
import './question.css';

function NotFound() {
  const t = useT();
  return (
    <EmptyState title={t('questions.notFound')} hint={t('questions.notFoundHint')} next={{ label: t('questions.backToList'), onPress: () => void openLink(QUESTION_LIST_PATH) }} />
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

/** The question, or null when there is none: no id in the address, or one the server does not know. */
async function loadQuestion(id: number | undefined, promoCode: string | undefined) {
  if (id === undefined) return null;
  try {
    return await call('sysQuestionView', { query: { id, promoCode, locale: currentLocale() } }, { hideError: true });
  } catch (error) {
    if (isRequestError(error) && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

/** One question: its answer, whether it helped, related questions and the way to a person. */
export default function QuestionDetailPage() {
  const t = useT();
  const id = idFrom(useQuery().id);
  const promoCode = usePromoCode();
  const locale = currentLocale();
  const question = useLoad(`${id ?? ''}:${promoCode ?? ''}:${locale}`, () => loadQuestion(id, promoCode));

  if (question.status === 'loading') return <Placeholder />;
  if (question.status === 'failed') return <FailedState title={t('questions.loadFailed')} error={question.error} onRetry={question.retry} />;
  const { data } = question;
  if (!data) return <NotFound />;
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
