import { PointsLog, tasksTexts } from '../../../../features/iot/tasks';

export const texts = tasksTexts;

/** Every change of the card's points (积分明细). */
export default function PointsLogPage() {
  return <PointsLog />;
}
