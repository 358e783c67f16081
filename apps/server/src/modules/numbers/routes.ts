import type { Handlers } from '../../http/handler';
import type { NumberService } from './service';

export const numberHandlers = (numbers: NumberService): Pick<Handlers, 'numberList' | 'ipLocation'> => ({
  numberList: ({ query }) => numbers.search(query),
  ipLocation: async ({ context }) => numbers.ipLocation(context.ip),
});
