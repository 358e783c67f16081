import type { UseQueryResult } from '@tanstack/react-query';
import { currentLocale, useT } from '../../i18n';
import { Skeleton } from '../antd';
import { formatDate } from '../format';
import { FailedState } from './PageStates';
import './TextArticle.css';

export interface ArticleText {
  title: string;
  paragraphs: string[];
  updatedAt: string;
  /** The language the text is written in, when it may differ from the page's. */
  locale?: string;
}

/** One quiet line when the text is not in the page's language (the server fell back to English, or to the Chinese original). */
export function OriginalLanguageNote({ locale }: { locale?: string }) {
  const t = useT();
  const page = currentLocale();
  if (!locale || locale === page) return null;
  return (
    <p className="about__original" lang={page}>
      {t(locale === 'en' ? 'about.originalEnglish' : 'about.original')}
    </p>
  );
}

/**
 * A text the server keeps per promoter (terms, promise, agreements, rules), as its query reads
 * it: a skeleton while it loads, a failure with retry, then the title and its paragraphs with the
 * date of the last change.
 * In a sheet, the sheet is the card and its header already shows the title.
 */
export function TextArticle({ text, failedTitle, inSheet = false }: { text: UseQueryResult<ArticleText>; failedTitle: string; inSheet?: boolean }) {
  const t = useT();
  const className = inSheet ? 'about about--sheet' : 'about';
  const { data } = text;
  if (data === undefined && text.isError) return <FailedState title={failedTitle} error={text.error.message} onRetry={() => void text.refetch()} />;
  if (data === undefined) {
    return (
      <div className={className} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  return (
    <article className={className} lang={data.locale}>
      {inSheet ? null : <h2 className="about__title">{data.title}</h2>}
      <OriginalLanguageNote locale={data.locale} />
      {data.paragraphs.map((paragraph, index) => (
        <p key={index} className="about__paragraph">
          {paragraph}
        </p>
      ))}
      <p className="about__updated" lang={currentLocale()}>
        {t('about.updatedAt', { date: formatDate(data.updatedAt) })}
      </p>
    </article>
  );
}
