import type { Handlers } from '../../http/handler';
import type { DictService } from './service';

export const dictHandlers = (dict: DictService): Pick<Handlers, 'dictOptions'> => ({
  dictOptions: ({ body, context }) => dict.options(body.types, context.locale),
});
