import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../../i18n';
import { navigateBack } from '../../../../shared/navigation';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { NotLoaded } from '../../components/NotLoaded';
import { useCardNumber } from '../../session';
import { AddressForm } from './AddressForm';
import { addressesQuery } from './addressQueries';
import { useRegionOf } from './regionOf';
import '../pointsShop.css';

/** Editing the card's address `id` once it and its region's names are read. */
function EditAddress({ id }: { id: number }) {
  const t = useT();
  const list = useQuery(addressesQuery(useCardNumber()));
  const address = list.data?.find((candidate) => candidate.id === id);
  const region = useRegionOf(address);
  if (list.data === undefined) return <NotLoaded query={list} failedTitle={t('pointsShop.loadFailed')} />;
  if (!address) return <EmptyState title={t('pointsShop.address.notFound')} next={{ label: t('pointsShop.address.backToList'), onPress: () => void navigateBack() }} />;
  if (region === undefined) return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  return <AddressForm address={address} region={region} />;
}

/** A new address (no `?id=`), or one of the card's to change. */
export function AddressEdit({ id }: { id?: number }) {
  return id === undefined ? <AddressForm region={null} /> : <EditAddress id={id} />;
}
