import { pageUrl, type QuestionTitle } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { Chevron } from './icons';

/** Other questions of the same category. */
export function RelatedQuestions({ questions }: { questions: QuestionTitle[] }) {
  const t = useT();
  if (questions.length === 0) return null;
  return (
    <section className="question-card">
      <h3 className="question-card__title">{t('questions.related')}</h3>
      <ul className="related">
        {questions.map((question) => (
          <li key={question.id}>
            <button type="button" className="related__item" onClick={() => void openLink(pageUrl('/pages/customer/question/detail', { id: question.id }))}>
              <span className="related__title">{question.title}</span>
              <Chevron />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
