import { useQuery } from '@tanstack/react-query';
import { pageUrl, SIM_ADDRESS_MAX, type SimAddress } from '@shop/contract';
import { useT } from '../../../../i18n';
import { navigateTo } from '../../../../shared/navigation';
import { showDialog, showToast } from '../../../../shared/popups';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { useIotStore } from '../../../../stores/iot';
import { NotLoaded } from '../../components/NotLoaded';
import { useCardNumber } from '../../session';
import { AddressLines } from './AddressLines';
import { addressesQuery, chooseAndReturn, shipTo, useAddressChange } from './addressQueries';
import '../pointsShop.css';

const editAddress = (id?: number) =>
  void navigateTo({ url: pageUrl('/pages-sub/iot/integralShop/details/selectAddress/edit', id === undefined ? {} : { id: String(id) }) });

interface AddressCardProps {
  address: SimAddress;
  /** The address the order ships to now, marked as chosen. */
  chosen: boolean;
  /** Sent here to choose one: tapping the address chooses it. */
  choosing: boolean;
  busy: boolean;
  onDefault(): void;
  onRemove(): void;
}

function AddressCard({ address, chosen, choosing, busy, onDefault, onRemove }: AddressCardProps) {
  const t = useT();
  return (
    <article className={chosen ? 'address-card address-card--chosen' : 'address-card'} aria-label={address.name}>
      {choosing ? (
        <button type="button" className="address-card__main" aria-pressed={chosen} onClick={() => void chooseAndReturn(address.id)}>
          <AddressLines address={address} />
        </button>
      ) : (
        <div className="address-card__main">
          <AddressLines address={address} />
        </div>
      )}
      <div className="address-card__actions">
        {address.isDefault ? null : (
          <button type="button" className="address-card__action" disabled={busy} onClick={onDefault}>
            {t('pointsShop.address.setDefault')}
          </button>
        )}
        <button type="button" className="address-card__action" onClick={() => editAddress(address.id)}>
          {t('pointsShop.address.edit')}
        </button>
        <button type="button" className="address-card__action address-card__action--bad" disabled={busy} onClick={onRemove}>
          {t('pointsShop.address.remove')}
        </button>
      </div>
    </article>
  );
}

/**
 * The card's delivery addresses, the default first: make one the default, edit, delete (after
 * asking), add. Sent from the order confirmation, tapping one ships there and goes back.
 */
export function AddressList() {
  const t = useT();
  const simNo = useCardNumber();
  const { iotSimAddressId, selectAddressBackPath } = useIotStore();
  const list = useQuery(addressesQuery(simNo));
  const makeDefault = useAddressChange('setDefaultSimAddress', simNo);
  const remove = useAddressChange('delSimAddress', simNo);
  if (list.data === undefined) return <NotLoaded query={list} failedTitle={t('pointsShop.loadFailed')} />;
  const addresses = list.data;
  const chosen = shipTo(addresses, iotSimAddressId);
  const busy = makeDefault.isPending || remove.isPending;
  const askRemove = (address: SimAddress) =>
    void showDialog(t('pointsShop.address.removeConfirm', { name: address.name }), [
      { key: 'cancel', text: t('pointsShop.address.cancel'), onPress: () => undefined },
      { key: 'remove', text: t('pointsShop.address.remove'), onPress: () => remove.mutate({ id: address.id }, { onSuccess: () => void showToast(t('pointsShop.address.removed')) }) },
    ]);
  const full = addresses.length >= SIM_ADDRESS_MAX;
  const choosing = selectAddressBackPath !== '';
  return (
    <div className="wallet-page address-page">
      {choosing && addresses.length > 0 ? <p className="wallet-intro">{t('pointsShop.address.chooseHint')}</p> : null}
      {addresses.length === 0 ? (
        <EmptyState title={t('pointsShop.address.empty')} />
      ) : (
        <ul className="address-list" aria-label={t('pointsShop.address.listLabel')}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                chosen={choosing && address.id === chosen?.id}
                choosing={choosing}
                busy={busy}
                onDefault={() => makeDefault.mutate({ id: address.id })}
                onRemove={() => askRemove(address)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="dock dock--bar shop-dock">
        {full ? <p className="shop-block">{t('pointsShop.address.full', { max: SIM_ADDRESS_MAX })}</p> : null}
        <button type="button" className="button button--primary shop-dock__button shop-dock__button--wide" disabled={full} onClick={() => editAddress()}>
          {t('pointsShop.address.add')}
        </button>
      </div>
    </div>
  );
}
