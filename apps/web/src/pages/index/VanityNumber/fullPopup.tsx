import { useT } from '../../../i18n';
import { useFilters } from '../../../lib/numbers/useFilters';
import { LocatedRegion } from './parts/LocatedRegion';
import { RegionColumns, type RegionChoice } from './parts/RegionColumns';
import './screens.css';

/** The province and city picker: where the visitor is, then every province and its cities. */
export default function RegionPickerPage() {
  const t = useT();
  const { filters, giveBack } = useFilters();
  const choose = ({ province, city }: RegionChoice) => giveBack({ ...filters, province, city });
  return (
    <div className="region-picker">
      <h2 className="region-picker__title">{t('numbers.region')}</h2>
      <LocatedRegion onChoose={choose} />
      <RegionColumns value={filters} onChoose={choose} />
    </div>
  );
}
