import type { AboutKind } from '@shop/contract';
import { TextArticle } from '../../../components/TextArticle';
import { currentLocale, useT } from '../../../i18n';
import { usePromoCode } from '../../../lib/promo';
import { call } from '../../../lib/request';
import { useLoad } from '../../../lib/useLoad';

/** A promoter's about page in the current language (the Chinese original when it has none). */
export function AboutText({ kind }: { kind: AboutKind }) {
  const t = useT();
  const locale = currentLocale();
  const promoCode = usePromoCode();
  const text = useLoad(`${kind}:${locale}:${promoCode ?? ''}`, () => call('aboutText', { query: { kind, locale, promoCode } }, { hideError: true }));
  return <TextArticle text={text} failedTitle={t('about.loadFailed')} />;
}
