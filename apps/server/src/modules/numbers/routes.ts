import type { Handlers } from '../../http/handler';
import type { NumberService } from './service';

export const numberHandlers = (numbers: NumberService): Pick<Handlers, 'numberList' | 'ipLocation'> => ({
  numberList: ({ query, promoter }) => numbers.search(query, promoter),
  ipLocation: async ({ context }) => numbers.ipLocation(context.ip),
});
