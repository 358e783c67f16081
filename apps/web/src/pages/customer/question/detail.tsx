import { customerTexts, QuestionDetail } from '../../../features/customer';

export const texts = customerTexts;

/** One question: its answer, whether it helped, related questions and the way to a person. */
export default function QuestionDetailPage() {
  return <QuestionDetail />;
}
