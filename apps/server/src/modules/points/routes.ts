import type { Handlers } from '../../http/handler';
import type { PointsService } from './service';

export const pointsHandlers = (points: PointsService): Pick<Handlers, 'taskCenter' | 'generalSignIn' | 'simIntegralLogList'> => ({
  taskCenter: ({ card, locale }) => points.taskCenter(card, locale),
  generalSignIn: ({ card }) => points.signIn(card),
  simIntegralLogList: ({ card, query, locale }) => points.log(card, query, locale),
});
