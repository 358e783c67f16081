import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { importNumberCsv } from '../src/modules/numbers/bulk';
import { fail, progress, withNumbers } from './numbers-cli';

// npm run numbers:import -- FILE.csv
const [file] = process.argv.slice(2);
if (!file) fail('usage: npm run numbers:import -- FILE.csv');
else await withNumbers(async (numbers, config) => importNumberCsv(numbers, await readFile(resolve(config.workDir, file), 'utf8'), progress));
