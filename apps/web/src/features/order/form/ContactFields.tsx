import { isMobile, maskMobile } from '@shop/contract';
import { useT } from '../../../i18n';
import { SendCodeButton, useSentNote, useSmsCode } from '../../auth';
import { clean } from './fields';
import { errorText } from './fieldText';
import { FormRow, messageId } from './FormRow';
import { MaskedInput } from './MaskedInput';
import type { OrderForm } from './useOrderForm';

/** The contact mobile and the SMS code that proves the buyer holds it. */
export function ContactFields({ form }: { form: OrderForm }) {
  const t = useT();
  const sms = useSmsCode('sendCode');
  const codeNote = useSentNote(sms);
  const { fields, set, touch, shownError } = form;
  return (
    <section className="order-section" aria-labelledby="order-contact">
      <h3 id="order-contact" className="order-section__title">
        {t('orderForm.contact')}
      </h3>
      <FormRow id="order-mobile" label={t('orderForm.mobile')} error={errorText(shownError('mobile'))}>
        <MaskedInput
          id="order-mobile"
          className="order-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('orderForm.mobilePlaceholder')}
          value={fields.mobile}
          complete={isMobile(fields.mobile)}
          mask={maskMobile}
          aria-invalid={Boolean(shownError('mobile')) || undefined}
          aria-describedby={messageId('order-mobile')}
          onValue={(value) => set('mobile', clean.mobile(value))}
          onBlur={() => touch('mobile')}
        />
      </FormRow>
      <FormRow id="order-smsCode" label={t('orderForm.smsCode')} error={sms.error || errorText(shownError('smsCode'))} note={codeNote}>
        <input
          id="order-smsCode"
          className="order-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('orderForm.smsCodePlaceholder')}
          value={fields.smsCode}
          aria-invalid={Boolean(shownError('smsCode')) || undefined}
          aria-describedby={messageId('order-smsCode')}
          onChange={(event) => set('smsCode', clean.smsCode(event.target.value))}
          onBlur={() => touch('smsCode')}
        />
        <SendCodeButton sms={sms} className="order-code-button" ready={isMobile(fields.mobile)} onPress={() => void sms.send(fields.mobile)} />
      </FormRow>
    </section>
  );
}
