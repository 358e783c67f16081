import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimAddress } from '@shop/contract';
import { useT } from '../../../../i18n';
import { navigateBack } from '../../../../shared/navigation';
import { showToast } from '../../../../shared/popups';
import { call } from '../../../../shared/request';
import { ok, useCheckedForm, wrong, type FieldCheck } from '../../../../shared/form';
import { checkDetail, checkMobile, checkName, clean, errorText, FormRow, messageId } from '../../../order';
import { RegionPicker, type RegionValue } from '../../../regions';
import { useIotStore } from '../../../../stores/iot';
import { useCardNumber } from '../../session';
import { addressesQuery, chooseAndReturn } from './addressQueries';

interface AddressFields {
  name: string;
  mobile: string;
  region: RegionValue | null;
  detail: string;
  isDefault: boolean;
}

type FieldName = keyof AddressFields;

const FIELD_ORDER: readonly FieldName[] = ['name', 'mobile', 'region', 'detail', 'isDefault'];

/** The contract's rules for an address (setSimAddress), the same the order form's buyer and address follow. */
const checkAddress = (fields: AddressFields): Record<FieldName, FieldCheck> => ({
  name: checkName(fields.name),
  mobile: checkMobile(fields.mobile),
  region: fields.region ? ok : wrong('orderForm.errors.region', true),
  detail: checkDetail(fields.detail),
  isDefault: ok,
});

const fieldsOf = (address: SimAddress | undefined, region: RegionValue | null): AddressFields => ({
  name: address?.name ?? '',
  mobile: address?.mobile ?? '',
  region,
  detail: address?.detail ?? '',
  isDefault: address?.isDefault ?? false,
});

const ids: Record<FieldName, string> = { name: 'address-name', mobile: 'address-mobile', region: 'address-region', detail: 'address-detail', isDefault: 'address-default' };

/**
 * Saves the address (a new one without `id`) and goes back to the list, which reads the card's
 * addresses again; a new one added while choosing where an order ships is the one chosen.
 */
function useSaveAddress(id: number | undefined) {
  const t = useT();
  const simNo = useCardNumber();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, mobile, region, detail, isDefault }: AddressFields) =>
      call('setSimAddress', {
        body: { ...(id === undefined ? {} : { id }), name: name.trim(), mobile, detail: detail.trim(), isDefault, provinceCode: region?.provinceCode ?? '', cityCode: region?.cityCode ?? '', countyCode: region?.countyCode ?? '' },
      }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: addressesQuery(simNo).queryKey });
      void showToast(t('pointsShop.address.saved'));
      if (id === undefined && useIotStore.getState().selectAddressBackPath !== '') await chooseAndReturn(saved.id, 2);
      else await navigateBack();
    },
  });
}

/**
 * Adding or editing one of the card's addresses: the recipient, an 11-digit mobile starting
 * with 1, the region from the shop's region files, the street, and whether it is the default.
 * Each field says what is wrong as it is typed; sending goes to the first wrong one.
 */
export function AddressForm({ address, region }: { address?: SimAddress; region: RegionValue | null }) {
  const t = useT();
  const form = useCheckedForm(fieldsOf(address, region), checkAddress, FIELD_ORDER);
  const save = useSaveAddress(address?.id);
  const { fields, set, touch, shownError } = form;
  const error = (field: FieldName) => errorText(shownError(field));
  const invalid = (field: FieldName) => Boolean(shownError(field)) || undefined;
  const submit = form.handleSubmit(
    (valid) => save.mutate(valid),
    (field) => document.getElementById(ids[field])?.focus(),
  );
  return (
    <form className="wallet-page address-form" noValidate onSubmit={submit}>
      <section className="wallet-card">
        <FormRow id={ids.name} label={t('pointsShop.address.name')} error={error('name')}>
          <input
            id={ids.name}
            className="order-input"
            autoComplete="name"
            placeholder={t('pointsShop.address.namePlaceholder')}
            value={fields.name}
            aria-invalid={invalid('name')}
            aria-describedby={messageId(ids.name)}
            onChange={(event) => set('name', event.target.value)}
            onBlur={() => touch('name')}
          />
        </FormRow>
        <FormRow id={ids.mobile} label={t('pointsShop.address.mobile')} error={error('mobile')}>
          <input
            id={ids.mobile}
            className="order-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('pointsShop.address.mobilePlaceholder')}
            value={fields.mobile}
            aria-invalid={invalid('mobile')}
            aria-describedby={messageId(ids.mobile)}
            onChange={(event) => set('mobile', clean.mobile(event.target.value))}
            onBlur={() => touch('mobile')}
          />
        </FormRow>
        <FormRow id={ids.region} label={t('pointsShop.address.region')} error={error('region')}>
          <RegionPicker
            id={ids.region}
            value={fields.region}
            invalid={invalid('region')}
            describedBy={messageId(ids.region)}
            onChange={(value) => set('region', value)}
            onClose={() => touch('region')}
          />
        </FormRow>
        <FormRow id={ids.detail} label={t('pointsShop.address.detail')} error={error('detail')}>
          <textarea
            id={ids.detail}
            className="order-input order-input--area"
            rows={2}
            autoComplete="street-address"
            placeholder={t('pointsShop.address.detailPlaceholder')}
            value={fields.detail}
            aria-invalid={invalid('detail')}
            aria-describedby={messageId(ids.detail)}
            onChange={(event) => set('detail', event.target.value)}
            onBlur={() => touch('detail')}
          />
        </FormRow>
        <label className="address-form__default" htmlFor={ids.isDefault}>
          <span>{t('pointsShop.address.isDefault')}</span>
          <input id={ids.isDefault} type="checkbox" role="switch" className="address-form__switch" checked={fields.isDefault} onChange={(event) => set('isDefault', event.target.checked)} />
        </label>
      </section>
      <div className="dock dock--bar shop-dock">
        <button type="submit" className="button button--primary shop-dock__button shop-dock__button--wide" disabled={save.isPending}>
          {t('pointsShop.address.save')}
        </button>
      </div>
    </form>
  );
}
