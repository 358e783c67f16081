import { maskIdCard } from '@shop/contract';
import { useT } from '../../../i18n';
import { buyerAge, clean } from './fields';
import { errorText } from './fieldText';
import { FormRow, messageId } from './FormRow';
import { MaskedInput } from './MaskedInput';
import type { OrderForm } from './useOrderForm';

/** Who the line is for, as on their identity card (real-name rules). */
export function BuyerFields({ form }: { form: OrderForm }) {
  const t = useT();
  const { fields, set, touch, shownError } = form;
  const age = buyerAge(fields.idCard);
  const idCardError = shownError('idCard');
  return (
    <section className="order-section" aria-labelledby="order-buyer">
      <h3 id="order-buyer" className="order-section__title">
        {t('orderForm.buyer')}
      </h3>
      <p className="order-section__hint">{t('orderForm.realNameNote')}</p>
      <FormRow id="order-name" label={t('orderForm.name')} error={errorText(shownError('name'))}>
        <input
          id="order-name"
          className="order-input"
          autoComplete="name"
          placeholder={t('orderForm.namePlaceholder')}
          value={fields.name}
          aria-invalid={Boolean(shownError('name')) || undefined}
          aria-describedby={messageId('order-name')}
          onChange={(event) => set('name', event.target.value)}
          onBlur={() => touch('name')}
        />
      </FormRow>
      <FormRow
        id="order-idCard"
        label={t('orderForm.idCard')}
        error={errorText(idCardError, age)}
        note={age !== null && !idCardError ? t('orderForm.age', { age }) : undefined}
      >
        <MaskedInput
          id="order-idCard"
          className="order-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('orderForm.idCardPlaceholder')}
          value={fields.idCard}
          complete={age !== null}
          mask={maskIdCard}
          aria-invalid={Boolean(idCardError) || undefined}
          aria-describedby={messageId('order-idCard')}
          onValue={(value) => set('idCard', clean.idCard(value))}
          onBlur={() => touch('idCard')}
        />
      </FormRow>
    </section>
  );
}
