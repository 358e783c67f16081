import type { QuestionCategory } from '@shop/contract';
import { useT } from '../../../i18n';

interface CategoryTabsProps {
  categories: QuestionCategory[];
  value: number | undefined;
  onChange(categoryId: number | undefined): void;
}

/** All questions, or one category's, scrolling sideways on a narrow screen. */
export function CategoryTabs({ categories, value, onChange }: CategoryTabsProps) {
  const t = useT();
  const tabs = [{ id: undefined, name: t('questions.all') }, ...categories];
  return (
    <nav className="question-tabs" aria-label={t('questions.categories')}>
      {tabs.map((tab) => (
        <button key={tab.id ?? 'all'} type="button" aria-pressed={tab.id === value} className="question-tabs__tab" onClick={() => onChange(tab.id)}>
          {tab.name}
        </button>
      ))}
    </nav>
  );
}
