import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { Sheet } from '../../shared/ui/Sheet';
import { provinceFileQuery, provincesQuery, type Region } from './regionFiles';
import { regionText, type RegionValue } from './RegionPickerData';
import './RegionPicker.css';

type Level = 0 | 1 | 2;

/** The regions chosen so far, province first; choosing at a level forgets the ones below it. */
type Picks = Region[];

const picksOf = (value: RegionValue | null): Picks =>
  value
    ? [
        { code: value.provinceCode, name: value.names[0] },
        { code: value.cityCode, name: value.names[1] },
        { code: value.countyCode, name: value.names[2] },
      ]
    : [];

interface OptionListProps {
  label: string;
  options: Region[] | undefined;
  failed: boolean;
  chosen: string | undefined;
  onRetry(): void;
  onChoose(region: Region): void;
}

function OptionList({ label, options, failed, chosen, onRetry, onChoose }: OptionListProps) {
  const t = useT();
  if (failed) {
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">{t('region.failed')}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!options) return <div className="page-loading" aria-label={t('common.loading')} />;
  return (
    <ul className="region-options" aria-label={label}>
      {options.map((region) => (
        <li key={region.code}>
          <button
            type="button"
            className={region.code === chosen ? 'region-options__item region-options__item--on' : 'region-options__item'}
            aria-pressed={region.code === chosen}
            onClick={() => onChoose(region)}
          >
            {region.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface RegionSheetProps {
  value: RegionValue | null;
  onChange(value: RegionValue): void;
  onClose(): void;
}

const LEVELS: readonly Level[] = [0, 1, 2];

/** Province, then city, then county; each level chosen stays a tab to go back to. */
function RegionSheet({ value, onChange, onClose }: RegionSheetProps) {
  const t = useT();
  const [picks, setPicks] = useState<Picks>(() => picksOf(value));
  const [level, setLevel] = useState<Level>(value ? 2 : 0);
  const provinces = useQuery(provincesQuery());
  const provinceCode = picks[0]?.code;
  const cities = useQuery({ ...provinceFileQuery(provinceCode ?? ''), enabled: provinceCode !== undefined });
  const retryProvinces = () => void provinces.refetch();
  const retryCities = () => void cities.refetch();
  const lists: Record<Level, { label: string; options: Region[] | undefined; failed: boolean; retry(): void }> = {
    0: { label: t('region.province'), options: provinces.data, failed: provinces.isError, retry: retryProvinces },
    1: { label: t('region.city'), options: cities.data, failed: cities.isError, retry: retryCities },
    2: { label: t('region.county'), options: cities.data?.find((city) => city.code === picks[1]?.code)?.counties, failed: cities.isError, retry: retryCities },
  };

  const choose = (region: Region) => {
    const chosen = [...picks.slice(0, level), region];
    setPicks(chosen);
    const [province, city, county] = chosen;
    if (level < 2) setLevel((level + 1) as Level);
    else if (province && city && county) {
      onChange({ provinceCode: province.code, cityCode: city.code, countyCode: county.code, names: [province.name, city.name, county.name] });
      onClose();
    }
  };

  const list = lists[level];
  return (
    <Sheet size="part" title={t('region.title')} closeLabel={t('region.close')} onClose={onClose}>
      <div className="region-tabs" role="tablist">
        {LEVELS.filter((n) => n <= Math.max(level, picks.length - 1)).map((n) => (
          <button
            key={n}
            type="button"
            role="tab"
            aria-selected={n === level}
            className={n === level ? 'region-tabs__tab region-tabs__tab--on' : 'region-tabs__tab'}
            onClick={() => setLevel(n)}
          >
            {picks[n]?.name ?? t('region.choose')}
          </button>
        ))}
      </div>
      <OptionList
        label={list.label}
        options={list.options}
        failed={list.failed}
        chosen={picks[level]?.code}
        onRetry={list.retry}
        onChoose={choose}
      />
    </Sheet>
  );
}

interface RegionPickerProps {
  id: string;
  value: RegionValue | null;
  onChange(value: RegionValue): void;
  /** Called when the picker closes, chosen or not: the field has been visited. */
  onClose?(): void;
  invalid?: boolean;
  describedBy?: string;
}

/** The delivery region: a field that opens a province / city / county picker. */
export function RegionPicker({ id, value, onChange, onClose, invalid, describedBy }: RegionPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <>
      <button
        id={id}
        type="button"
        className={value ? 'region-field' : 'region-field region-field--empty'}
        aria-haspopup="dialog"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        <span className="region-field__text">{value ? regionText(value) : t('region.placeholder')}</span>
        <span className="region-field__chevron" aria-hidden="true" />
      </button>
      {open ? <RegionSheet value={value} onChange={onChange} onClose={close} /> : null}
    </>
  );
}
