import { useState } from 'react';
import { currentLocale, useT } from '../../../i18n';
import { endpointQuery } from '../../../shared/query';
import { TextSheet } from '../../../shared/ui/TextSheet';
import { errorText } from './fieldText';
import type { OrderForm } from './useOrderForm';

/** The agreement the buyer accepts by ordering; an entry link may have ticked it already. */
export function Agreement({ form }: { form: OrderForm }) {
  const t = useT();
  const locale = currentLocale();
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
        <button type="button" className="order-agreement__link" aria-haspopup="dialog" onClick={() => setReading(true)}>
          {t('orderForm.terms')}
        </button>
      </p>
      {error ? (
        <p id="order-agreed-message" className="order-row__error order-agreement__error">
          {error}
        </p>
      ) : null}
      {/* The promoter's transaction terms, read over the form so nothing typed is lost. */}
      <TextSheet
        open={reading}
        query={endpointQuery('aboutText', { query: { kind: 'payment', locale } }, { hideError: true })}
        title={t('orderForm.terms')}
        failedTitle={t('orderForm.termsFailed')}
        closeLabel={t('orderForm.close')}
        onClose={() => setReading(false)}
      />
    </div>
  );
}
