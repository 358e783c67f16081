import { parseArgs } from 'node:util';
import { generateIntoShop } from '../src/modules/numbers/bulk';
import { fail, progress, withNumbers } from './numbers-cli';

// npm run numbers:generate -- --count N [--promo-code demo] [--seed 1]
const { values } = parseArgs({
  options: { count: { type: 'string' }, 'promo-code': { type: 'string', default: 'demo' }, seed: { type: 'string' } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) fail('usage: npm run numbers:generate -- --count N (1 to 10,000,000) [--promo-code CODE] [--seed N]');
else await withNumbers((numbers) => generateIntoShop(numbers, { count, promoCode: values['promo-code'], seed: Number(values.seed ?? Date.now()) }, progress));
