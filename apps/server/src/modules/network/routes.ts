import type { Handlers } from '../../http/handler';
import type { NetworkService } from './service';

export const networkHandlers = (network: NetworkService): Pick<Handlers, 'simNetState' | 'simSwitchNet'> => ({
  simNetState: ({ card, locale }) => network.state(card, locale),
  simSwitchNet: ({ card, body, locale }) => network.switchTo(card, body.operatorType, locale),
});
