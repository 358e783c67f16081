import { pageUrl } from '@shop/contract';
import { call } from '../../shared/request';
import { localJson } from '../../lib/storage';

/** Local storage key of the visitor's "was this helpful" answers, by question id. */
export const HELPFUL_STORAGE_KEY = 'questionHelpful';
/** Enough for anyone's reading; the oldest answers are forgotten first. */
const MAX_REMEMBERED = 200;

function rememberedAnswers(): Record<string, boolean> {
  const stored = localJson.read<unknown>(HELPFUL_STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
}

/** What the visitor answered for this question on this device, if anything. */
export const helpfulAnswerOf = (questionId: number): boolean | undefined => rememberedAnswers()[String(questionId)];

function remember(questionId: number, helpful: boolean): void {
  const answers = Object.entries(rememberedAnswers()).filter(([id]) => id !== String(questionId));
  localJson.write(HELPFUL_STORAGE_KEY, Object.fromEntries([...answers, [String(questionId), helpful]].slice(-MAX_REMEMBERED)));
}

export interface HelpfulAnswer {
  questionId: number;
  helpful: boolean;
}

/** Records the answer with the shop's events, then remembers it so the question is not asked twice. */
export async function recordHelpful({ questionId, helpful }: HelpfulAnswer): Promise<void> {
  const page = pageUrl('/pages/customer/question/detail', { id: questionId });
  await call('pointReport', { body: { event: 'question.helpful', page, props: { questionId, helpful } } }, { hideError: true });
  remember(questionId, helpful);
}
