import type { Handlers } from '../../http/handler';
import type { NumberService } from './service';

export const numberHandlers = (numbers: NumberService): Pick<Handlers, 'numberList' | 'ipLocation'> => ({
  numberList: ({ query, promoter, context }) => numbers.search(query, promoter, context.locale),
  ipLocation: async ({ context }) => numbers.ipLocation(context.ip, context.locale),
});
