import { useT } from '../../../i18n';
import { RegionPicker } from '../../regions';
import { errorText } from './fieldText';
import { FormRow, messageId } from './FormRow';
import type { OrderForm } from './useOrderForm';

/** Where the SIM card is delivered. */
export function AddressFields({ form }: { form: OrderForm }) {
  const t = useT();
  const { fields, set, touch, shownError } = form;
  return (
    <section className="order-section" aria-labelledby="order-address">
      <h3 id="order-address" className="order-section__title">
        {t('orderForm.address')}
      </h3>
      <FormRow id="order-region" label={t('region.label')} error={errorText(shownError('region'))}>
        <RegionPicker
          id="order-region"
          value={fields.region}
          invalid={Boolean(shownError('region'))}
          describedBy={messageId('order-region')}
          onChange={(region) => set('region', region)}
          onClose={() => touch('region')}
        />
      </FormRow>
      <FormRow id="order-detail" label={t('orderForm.detail')} error={errorText(shownError('detail'))}>
        <textarea
          id="order-detail"
          className="order-input order-input--area"
          rows={2}
          autoComplete="street-address"
          placeholder={t('orderForm.detailPlaceholder')}
          value={fields.detail}
          aria-invalid={Boolean(shownError('detail')) || undefined}
          aria-describedby={messageId('order-detail')}
          onChange={(event) => set('detail', event.target.value)}
          onBlur={() => touch('detail')}
        />
      </FormRow>
    </section>
  );
}
