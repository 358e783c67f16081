import { PointsLog } from '../../../../features/iot/tasks';

/** Every change of the card's points (积分明细). */
export default function PointsLogPage() {
  return <PointsLog />;
}
