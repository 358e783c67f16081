import type { SimAddress } from '@shop/contract';
import { useT } from '../../../../i18n';

/** Who receives and where: the name and mobile, then the region and street, the default marked. */
export function AddressLines({ address }: { address: Pick<SimAddress, 'name' | 'mobile' | 'region' | 'detail'> & { isDefault?: boolean } }) {
  const t = useT();
  return (
    <span className="address-lines">
      <span className="address-lines__who">
        <span className="address-lines__name">{address.name}</span>
        <span className="address-lines__mobile">{address.mobile}</span>
        {address.isDefault ? <span className="address-lines__default">{t('pointsShop.address.default')}</span> : null}
      </span>
      <span className="address-lines__where">
        {address.region}
        {address.detail}
      </span>
    </span>
  );
}
