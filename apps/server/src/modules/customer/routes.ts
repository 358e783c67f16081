import type { Handlers } from '../../http/handler';
import type { CustomerService } from './service';

export const customerHandlers = (customer: CustomerService): Pick<Handlers, 'sysQuestionList' | 'sysQuestionView' | 'hotQuestionList'> => ({
  sysQuestionList: ({ query, promoter }) => customer.list(query, promoter),
  sysQuestionView: ({ query, promoter }) => customer.view(query.id, promoter, query.locale),
  hotQuestionList: ({ query, promoter }) => customer.hot(promoter, query.locale),
});
