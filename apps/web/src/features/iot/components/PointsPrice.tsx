import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';

/** A points shop price: points, plus the cash part when there is one ("300 积分 + ¥9.90"). */
export function PointsPrice({ points, cashFen, className = 'points-price' }: { points: number; cashFen: number; className?: string }) {
  const t = useT();
  return <span className={className}>{cashFen > 0 ? t('points.priceWithCash', { points, cash: formatFen(cashFen) }) : t('points.price', { points })}</span>;
}
