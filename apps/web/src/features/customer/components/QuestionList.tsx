import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CUSTOMER_PATH, type QuestionCategory } from '@shop/contract';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { currentLocale, useT } from '../../../i18n';
import { useQuery } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { endpointPages, usePagedQuery } from '../../../shared/query';
import { idFrom, keywordFrom } from '../questionQuery';
import { updateQuery, useQuestionSearch } from '../useQuestionSearch';
import { CategoryTabs } from './CategoryTabs';
import { QuestionItem } from './QuestionItem';
import { SearchField } from './SearchField';
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

/**
 * The promoter's questions: by category, searched as the visitor types, a page at a time. The
 * category and the search live in the page's address; the pages read stay in the query cache,
 * so coming back shows the list as it was left.
 */
export function QuestionList() {
  const t = useT();
  const query = useQuery();
  const categoryId = idFrom(query.categoryId);
  const keyword = keywordFrom(query.keyword);
  const search = useQuestionSearch(keyword);
  const questions = useInfiniteQuery(
    endpointPages('sysQuestionList', { query: { locale: currentLocale(), categoryId, keyword: keyword || undefined } }, { hideError: true }),
  );
  const paged = usePagedQuery(questions);
  // The first page names the categories (later pages need not); the last ones named stay while another category loads.
  const named = questions.data?.pages[0]?.categories;
  const [categories, setCategories] = useState<QuestionCategory[]>(named ?? []);
  if (named && named !== categories) setCategories(named);

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
