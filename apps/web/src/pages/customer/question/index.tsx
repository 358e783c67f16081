import { QuestionList } from '../../../features/customer';

/** The promoter's questions: by category, searched as the visitor types, a page at a time. */
export default function QuestionListPage() {
  return <QuestionList />;
}
