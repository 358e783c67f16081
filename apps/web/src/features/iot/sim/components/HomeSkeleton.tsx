import { useT } from '../../../../i18n';

/** The home's shapes while the card loads, so nothing jumps when it arrives. */
export function IotHomeSkeleton() {
  const t = useT();
  return (
    <div className="iot-home" aria-busy="true" aria-label={t('common.loading')}>
      <div className="skeleton" style={{ height: '13rem', margin: '0.75rem' }} />
      <div className="skeleton" style={{ height: '5.5rem', margin: '0.75rem' }} />
      <div className="skeleton" style={{ height: '8rem', margin: '0.75rem' }} />
    </div>
  );
}
