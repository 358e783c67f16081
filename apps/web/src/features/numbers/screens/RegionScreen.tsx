import { useT } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { useFilters } from '../useFilters';
import { LocatedRegion } from '../components/LocatedRegion';
import { RegionColumns, type RegionChoice } from '../components/RegionColumns';
import './screens.css';

/**
 * The province and city picker, a sheet over the whole screen: where the visitor is, then every
 * province and its cities. A choice goes back to the search at once; closing leaves it as it was.
 */
export function RegionScreen() {
  const t = useT();
  const { filters, giveBack, close } = useFilters();
  const choose = ({ province, city }: RegionChoice) => giveBack({ ...filters, province, city });
  return (
    <Sheet size="full" title={t('numbers.region')} closeLabel={t('numbers.close')} onClose={close}>
      <div className="region-picker">
        <LocatedRegion onChoose={choose} />
        <RegionColumns value={filters} onChoose={choose} />
      </div>
    </Sheet>
  );
}
