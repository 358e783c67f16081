import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { ipLocationQuery } from '../ipLocation';
import type { RegionChoice } from './RegionColumns';

/** "You are in …": the visitor's own province and city from their IP address, one tap to choose. */
export function LocatedRegion({ onChoose }: { onChoose(choice: RegionChoice): void }) {
  const t = useT();
  const place = useQuery(ipLocationQuery());
  const located = place.data?.provinceCode
    ? { name: `${place.data.provinceName} ${place.data.cityName}`.trim(), choice: { province: place.data.provinceCode, city: place.data.cityCode ?? undefined } }
    : undefined;
  // Settled without a province (unknown address, failed look-up): nothing to offer.
  const failed = !located && !place.isPending;

  return (
    <div className="located-region">
      {located ? (
        <button type="button" className="located-region__choose" onClick={() => onChoose(located.choice)}>
          {t('numbers.myLocation', { name: located.name })}
        </button>
      ) : (
        <span className="located-region__note">{t(failed ? 'numbers.locateFailed' : 'numbers.locating')}</span>
      )}
    </div>
  );
}
