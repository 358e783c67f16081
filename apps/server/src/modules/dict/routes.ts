import type { Handlers } from '../../http/handler';
import type { DictService } from './service';

export const dictHandlers = (dict: DictService): Pick<Handlers, 'dictOptions'> => ({
  dictOptions: ({ body }) => dict.options(body.types),
});
