import { useQuery } from '@tanstack/react-query';
import type { AboutKind } from '@shop/contract';
import { TextArticle } from '../../../shared/ui/TextArticle';
import { currentLocale, useT } from '../../../i18n';
import { endpointQuery } from '../../../shared/query';

/** A promoter's about page in the current language (the Chinese original when it has none). */
export function AboutText({ kind }: { kind: AboutKind }) {
  const t = useT();
  const text = useQuery(endpointQuery('aboutText', { query: { kind, locale: currentLocale() } }, { hideError: true }));
  return <TextArticle text={text} failedTitle={t('about.loadFailed')} />;
}
