import { useState } from 'react';
import { useT } from '../../../i18n';
import { useRegions } from '../../regions';

export interface RegionChoice {
  province?: string;
  city?: string;
}

interface RegionColumnsProps {
  value: RegionChoice;
  onChoose(choice: RegionChoice): void;
}

/** Provinces on the left (nationwide first), the cities of the one in view on the right. */
export function RegionColumns({ value, onChoose }: RegionColumnsProps) {
  const t = useT();
  const [viewing, setViewing] = useState(value.province);
  const { provinces, cities, status, retry } = useRegions(viewing);
  const viewed = provinces.find((node) => node.value === viewing);

  if (status === 'failed') {
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">{t('numbers.regionsFailed')}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const option = (key: string, label: string, on: boolean, onClick: () => void, className: string) => (
    <li key={key}>
      <button type="button" className={on ? `${className} ${className}--on` : className} aria-pressed={on} onClick={onClick}>
        {label}
      </button>
    </li>
  );

  return (
    <div className="region-columns" aria-busy={status === 'loading'}>
      <ul className="region-columns__provinces" aria-label={t('numbers.provinces')}>
        {option('all', t('numbers.nationwide'), !viewing, () => onChoose({}), 'region-columns__province')}
        {provinces.map((node) => option(node.value, node.label, node.value === viewing, () => setViewing(node.value), 'region-columns__province'))}
      </ul>
      <ul className="region-columns__cities" aria-label={t('numbers.cities')}>
        {viewed ? option('whole', t('numbers.wholeProvince', { name: viewed.label }), viewed.value === value.province && !value.city, () => onChoose({ province: viewed.value }), 'region-columns__city') : null}
        {viewed
          ? cities.map((node) => option(node.value, node.label, node.value === value.city, () => onChoose({ province: viewed.value, city: node.value }), 'region-columns__city'))
          : null}
      </ul>
    </div>
  );
}
