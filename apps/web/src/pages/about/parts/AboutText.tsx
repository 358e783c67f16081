import type { AboutKind } from '@shop/contract';
import { FailedState } from '../../../components/PageStates';
import { formatDateTime } from '../../../components/order/time';
import { currentLocale, useT } from '../../../i18n';
import { usePromoCode } from '../../../lib/promo';
import { call } from '../../../lib/request';
import { useLoad } from '../../../lib/useLoad';
import '../about.css';

/** A promoter's about page in the current language (the Chinese original when it has none). */
export function AboutText({ kind }: { kind: AboutKind }) {
  const t = useT();
  const locale = currentLocale();
  const promoCode = usePromoCode();
  const text = useLoad(`${kind}:${locale}:${promoCode ?? ''}`, () => call('aboutText', { query: { kind, locale, promoCode } }, { hideError: true }));

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
  if (text.status === 'failed') return <FailedState title={t('about.loadFailed')} error={text.error} onRetry={text.retry} />;
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
