import { TaskCentre, tasksTexts } from '../../../features/iot/tasks';

export const texts = tasksTexts;

/** The daily sign-in and the promoter's tasks (任务中心). */
export default function TaskCentrePage() {
  return <TaskCentre />;
}
