import type { ReactNode } from 'react';
import { pageUrl, type QuestionSummary } from '@shop/contract';
import { openLink } from '../../../shared/navigation/openLink';

/** The characters a RegExp reads as syntax, escaped so the search is taken literally. */
const SYNTAX = /[.*+?^${}()|[\]\\]/g;

/**
 * The text with each occurrence of the search marked, whatever its case. The search runs on the
 * text itself: lower-casing first would shift positions where a letter's lower case is longer (İ).
 */
export function marked(text: string, keyword: string): ReactNode[] {
  if (!keyword) return [text];
  const found = new RegExp(`(${keyword.replace(SYNTAX, '\\$&')})`, 'giu');
  // split keeps the captured matches at the odd places.
  return text.split(found).map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}

/** One question of the list: its title and the first words of its answer, the search marked. */
export function QuestionItem({ question, keyword }: { question: QuestionSummary; keyword: string }) {
  return (
    <button type="button" className="question-item" onClick={() => void openLink(pageUrl('/pages/customer/question/detail', { id: question.id }))}>
      <span className="question-item__title">{marked(question.title, keyword)}</span>
      {question.summary ? <span className="question-item__summary">{marked(question.summary, keyword)}</span> : null}
    </button>
  );
}
