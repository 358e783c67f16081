import { TaskCentre, tasksTexts } from '../../../features/iot/tasks';

export const texts = tasksTexts;

/** The task centre laid out wide: the week in one row, the tasks scrolling sideways (任务中心). */
export default function TaskCentreLandscapePage() {
  return <TaskCentre view="landscape" />;
}
