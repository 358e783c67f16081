import { pageUrl, type QuestionTitle } from '@shop/contract';
import { useT } from '../../../../i18n';
import { openLink } from '../../../../lib/navigation/openLink';
import { QUESTION_DETAIL_PATH } from '../../../../lib/paths';
import { Chevron } from '../../parts/icons';

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
            <button type="button" className="related__item" onClick={() => void openLink(pageUrl(QUESTION_DETAIL_PATH, { id: question.id }))}>
              <span className="related__title">{question.title}</span>
              <Chevron />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
