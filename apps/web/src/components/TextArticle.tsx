import { useT } from '../i18n';
import type { Loaded } from '../lib/useLoad';
import { formatDateTime } from './order/time';
import { FailedState } from './PageStates';
import './TextArticle.css';

export interface ArticleText {
  title: string;
  paragraphs: string[];
  updatedAt: string;
  /** The language the text is written in, when it may differ from the page's. */
  locale?: string;
}

/**
 * A text the server keeps per promoter (terms, promise, agreements, rules): a skeleton while it
 * loads, a failure with retry, then the title and its paragraphs with the date of the last change.
 */
export function TextArticle({ text, failedTitle }: { text: Loaded<ArticleText> & { retry(): void }; failedTitle: string }) {
  const t = useT();
  if (text.status === 'loading') {
    return (
      <div className="about" aria-busy="true">
        <div className="skeleton" style={{ height: '1.5rem', width: '50%' }} />
        {[92, 100, 84, 96].map((width) => (
          <div key={width} className="skeleton" style={{ height: '0.875rem', width: `${width}%`, marginTop: '0.75rem' }} />
        ))}
      </div>
    );
  }
  if (text.status === 'failed') return <FailedState title={failedTitle} error={text.error} onRetry={text.retry} />;
  return (
    <article className="about" lang={text.data.locale}>
      <h2 className="about__title">{text.data.title}</h2>
      {text.data.paragraphs.map((paragraph, index) => (
        <p key={index} className="about__paragraph">
          {paragraph}
        </p>
      ))}
      <p className="about__updated">{t('about.updatedAt', { date: formatDateTime(text.data.updatedAt).slice(0, 10) })}</p>
    </article>
  );
}
