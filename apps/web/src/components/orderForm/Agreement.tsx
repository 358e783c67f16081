import { useState } from 'react';
import { currentLocale, useT } from '../../i18n';
import { usePromoCode } from '../../lib/promo';
import { call } from '../../lib/request';
import { useLoad } from '../../lib/useLoad';
import { FailedState } from '../PageStates';
import { errorText } from './fieldText';
import { Sheet } from './Sheet';
import type { OrderForm } from './useOrderForm';

/** The promoter's transaction terms, read over the form so nothing typed is lost. */
function TermsSheet({ onClose }: { onClose(): void }) {
  const t = useT();
  const promoCode = usePromoCode();
  const locale = currentLocale();
  const terms = useLoad(`${promoCode ?? ''}:${locale}`, () => call('aboutText', { query: { kind: 'payment', promoCode, locale } }, { hideError: true }));
  return (
    <Sheet size="part" title={terms.status === 'ready' ? terms.data.title : t('orderForm.terms')} closeLabel={t('orderForm.close')} onClose={onClose}>
      {terms.status === 'loading' ? <div className="page-loading" aria-label={t('common.loading')} /> : null}
      {terms.status === 'failed' ? <FailedState title={t('orderForm.termsFailed')} error={terms.error} onRetry={terms.retry} /> : null}
      {terms.status === 'ready' ? (
        <div className="order-terms">
          {terms.data.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
    </Sheet>
  );
}

/** The agreement the buyer accepts by ordering; an entry link may have ticked it already. */
export function Agreement({ form }: { form: OrderForm }) {
  const t = useT();
  const [reading, setReading] = useState(false);
  const error = errorText(form.shownError('agreed'));
  return (
    <div className="order-agreement">
      <input
        id="order-agreed"
        className="order-agreement__check"
        type="checkbox"
        checked={form.fields.agreed}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? 'order-agreed-message' : undefined}
        onChange={(event) => form.set('agreed', event.target.checked)}
      />
      {/* One flowing sentence, so a long name of the terms wraps under its lead-in rather than below it. */}
      <p className="order-agreement__text">
        <label htmlFor="order-agreed">{t('orderForm.agreePrefix')}</label>
        <button type="button" className="order-agreement__link" onClick={() => setReading(true)}>
          {t('orderForm.terms')}
        </button>
      </p>
      {error ? (
        <p id="order-agreed-message" className="order-row__error order-agreement__error">
          {error}
        </p>
      ) : null}
      {reading ? <TermsSheet onClose={() => setReading(false)} /> : null}
    </div>
  );
}
