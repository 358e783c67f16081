import { useEffect, useState } from 'react';
import { useT } from '../../../../i18n';
import { call } from '../../../../lib/request';
import { LOCATE_TIMEOUT_MS } from '../../../../lib/numbers/useRegionDefault';
import type { RegionChoice } from './RegionColumns';

interface Located {
  name: string;
  choice: RegionChoice;
}

/** "You are in …": the visitor's own province and city from their IP address, one tap to choose. */
export function LocatedRegion({ onChoose }: { onChoose(choice: RegionChoice): void }) {
  const t = useT();
  const [located, setLocated] = useState<Located | null | undefined>(undefined);
  useEffect(() => {
    call('ipLocation', undefined, { timeout: LOCATE_TIMEOUT_MS, hideError: true }).then(
      (place) =>
        setLocated(
          place.provinceCode
            ? { name: `${place.provinceName} ${place.cityName}`.trim(), choice: { province: place.provinceCode, city: place.cityCode ?? undefined } }
            : null,
        ),
      () => setLocated(null),
    );
  }, []);

  return (
    <div className="located-region">
      {located ? (
        <button type="button" className="located-region__choose" onClick={() => onChoose(located.choice)}>
          {t('numbers.myLocation', { name: located.name })}
        </button>
      ) : (
        <span className="located-region__note">{t(located === null ? 'numbers.locateFailed' : 'numbers.locating')}</span>
      )}
    </div>
  );
}
