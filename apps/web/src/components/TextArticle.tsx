import { currentLocale, useT } from '../i18n';
import { formatDate } from '../lib/format';
import type { Loaded } from '../lib/useLoad';
import { FailedState } from './PageStates';
import './TextArticle.css';

export interface ArticleText {
  title: string;
  paragraphs: string[];
  updatedAt: string;
  /** The language the text is written in, when it may differ from the page's. */
  locale?: string;
}

/** One quiet line when the text is not in the page's language (the server fell back to the Chinese original). */
export function OriginalLanguageNote({ locale }: { locale?: string }) {
  const t = useT();
  const page = currentLocale();
  if (!locale || locale === page) return null;
  return (
    <p className="about__original" lang={page}>
      {t('about.original')}
    </p>
  );
}

/**
 * A text the server keeps per promoter (terms, promise, agreements, rules): a skeleton while it
 * loads, a failure with retry, then the title and its paragraphs with the date of the last change.
 * In a sheet, the sheet is the card and its header already shows the title.
 */
export function TextArticle({ text, failedTitle, inSheet = false }: { text: Loaded<ArticleText> & { retry(): void }; failedTitle: string; inSheet?: boolean }) {
  const t = useT();
  const className = inSheet ? 'about about--sheet' : 'about';
  if (text.status === 'loading') {
    return (
      <div className={className} aria-busy="true">
        <div className="skeleton" style={{ height: '1.5rem', width: '50%' }} />
        {[92, 100, 84, 96].map((width) => (
          <div key={width} className="skeleton" style={{ height: '0.875rem', width: `${width}%`, marginTop: '0.75rem' }} />
        ))}
      </div>
    );
  }
  if (text.status === 'failed') return <FailedState title={failedTitle} error={text.error} onRetry={text.retry} />;
  return (
    <article className={className} lang={text.data.locale}>
      {inSheet ? null : <h2 className="about__title">{text.data.title}</h2>}
      <OriginalLanguageNote locale={text.data.locale} />
      {text.data.paragraphs.map((paragraph, index) => (
        <p key={index} className="about__paragraph">
          {paragraph}
        </p>
      ))}
      <p className="about__updated" lang={currentLocale()}>
        {t('about.updatedAt', { date: formatDate(text.data.updatedAt) })}
      </p>
    </article>
  );
}
