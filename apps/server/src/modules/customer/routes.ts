import type { Handlers } from '../../http/handler';
import type { CustomerService } from './service';

export const customerHandlers = (customer: CustomerService): Pick<Handlers, 'sysQuestionList' | 'sysQuestionView' | 'hotQuestionList'> => ({
  sysQuestionList: ({ query }) => customer.list(query),
  sysQuestionView: ({ query }) => customer.view(query.id, query.promoCode, query.locale),
  hotQuestionList: ({ query }) => customer.hot(query.promoCode, query.locale),
});
