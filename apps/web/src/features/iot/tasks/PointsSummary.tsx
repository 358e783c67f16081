import { useT } from '../../../i18n';

/** The card's points, and the VIP multiplier on what it earns when a membership gives one. */
export function PointsSummary({ integral, multiplier = 1 }: { integral: number; multiplier?: number }) {
  const t = useT();
  return (
    <section className="points-summary" aria-label={t('tasks.points')}>
      <p className="points-summary__label">{t('tasks.points')}</p>
      <p className="points-summary__value">{integral}</p>
      {multiplier > 1 ? (
        <p className="points-summary__vip">
          <span className="points-summary__badge">{t('tasks.multiplier', { count: multiplier })}</span>
          {t('tasks.multiplierHint', { count: multiplier })}
        </p>
      ) : null}
    </section>
  );
}
