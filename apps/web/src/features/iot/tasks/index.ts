/** Earning points: the task centre (the daily sign-in and the promoter's tasks) in its two views, and the card's points log. */
export { PointsLog } from './PointsLog';
export { TaskCentre } from './TaskCentre';
