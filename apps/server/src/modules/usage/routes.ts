import type { Handlers } from '../../http/handler';
import type { UsageService } from './service';

export const usageHandlers = (usage: UsageService): Pick<Handlers, 'simUsageAlerts' | 'setSimUsageAlerts' | 'dismissSimUsageAlert'> => ({
  simUsageAlerts: ({ card }) => usage.settings(card),
  setSimUsageAlerts: ({ card, body }) => usage.save(card, body),
  dismissSimUsageAlert: ({ card, body }) => usage.dismiss(card, body.id),
});
