import { customerTexts, QuestionList } from '../../../features/customer';

export const texts = customerTexts;

/** The promoter's questions: by category, searched as the visitor types, a page at a time. */
export default function QuestionListPage() {
  return <QuestionList />;
}
