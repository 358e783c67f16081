import { CUSTOMER_PATH, type QuestionCategory } from '@shop/contract';
import { PagedList } from '../../../components/PagedList';
import { EmptyState } from '../../../components/PageStates';
import { currentLocale, useT } from '../../../i18n';
import { useQuery } from '../../../lib/navigation';
import { openLink } from '../../../lib/navigation/openLink';
import { usePromoCode } from '../../../lib/promo';
import { call } from '../../../lib/request';
import { useKeptState } from '../../../lib/useKeptState';
import { usePaged } from '../../../lib/usePaged';
import { SearchField } from '../parts/SearchField';
import { CategoryTabs } from './parts/CategoryTabs';
import { idFrom, keywordFrom } from './parts/query';
import { QuestionItem } from './parts/QuestionItem';
import { updateQuery, useQuestionSearch } from './parts/useQuestionSearch';
import './question.css';

function Placeholder() {
  return (
    <>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="question-item" aria-hidden="true">
          <div className="skeleton" style={{ height: '1rem', width: '70%' }} />
          <div className="skeleton" style={{ height: '0.8125rem', marginTop: '0.5rem' }} />
        </div>
      ))}
    </>
  );
}

/** The promoter's questions: by category, searched as the visitor types, a page at a time. */
export default function QuestionListPage() {
  const t = useT();
  const query = useQuery();
  const categoryId = idFrom(query.categoryId);
  const keyword = keywordFrom(query.keyword);
  const promoCode = usePromoCode();
  const locale = currentLocale();
  const search = useQuestionSearch(keyword);
  const [categories, setCategories] = useKeptState<QuestionCategory[]>(`questions:categories:${promoCode ?? ''}:${locale}`, []);
  const paged = usePaged(
    `${categoryId ?? 'all'}:${keyword}:${promoCode ?? ''}:${locale}`,
    async (page) => {
      const answer = await call('sysQuestionList', { query: { promoCode, locale, categoryId, keyword: keyword || undefined, page } }, { hideError: true });
      if (page === 1) setCategories(answer.categories);
      return answer;
    },
    { keepAs: 'questions' },
  );

  const contact = { label: t('questions.contactService'), onPress: () => void openLink(CUSTOMER_PATH) };
  const empty = keyword ? (
    <EmptyState title={t('questions.noMatch', { keyword })} hint={t('questions.noMatchHint')} next={contact} />
  ) : (
    <EmptyState title={t('questions.empty')} hint={t('questions.emptyHint')} next={contact} />
  );

  return (
    <div className="question-list">
      <div className="question-list__head">
        <SearchField value={search.text} onChange={search.setText} onSubmit={search.submit} />
        <CategoryTabs categories={categories} value={categoryId} onChange={(id) => updateQuery({ categoryId: id })} />
      </div>
      <PagedList
        className="question-list__items"
        paged={paged}
        itemKey={(question) => question.id}
        renderItem={(question) => <QuestionItem question={question} keyword={keyword} />}
        placeholder={<Placeholder />}
        empty={empty}
      />
    </div>
  );
}
