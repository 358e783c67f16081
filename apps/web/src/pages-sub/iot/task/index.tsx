import { TaskCentre } from '../../../features/iot/tasks';

/** The daily sign-in and the promoter's tasks (任务中心). */
export default function TaskCentrePage() {
  return <TaskCentre />;
}
