import { type NumberInput, numberInputSchema } from './catalogue';
import { generateNumbers, seededRandom } from './generate';
import type { NumberService } from './service';

export const CSV_COLUMNS = ['number', 'operator', 'province', 'city', 'price_fen', 'plan_fen', 'promo_code', 'status'] as const;
const REQUIRED = CSV_COLUMNS.filter((name) => name !== 'status');

export interface RowProblem {
  line: number;
  message: string;
}

export interface BulkOutcome {
  read: number;
  inserted: number;
  /** Valid rows whose number was already on file. */
  known: number;
  problems: RowProblem[];
}

export type Progress = (done: number, total: number) => void;

const integer = (text: string | undefined): number => (text !== undefined && /^-?\d+$/.test(text) ? Number(text) : Number.NaN);

/** Valid rows with their line numbers, and a problem for each row that is not. */
export const parseNumberCsv = (text: string, knownPromoCodes: ReadonlySet<string>): { rows: NumberInput[]; problems: RowProblem[] } => {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((name) => name.trim());
  const missing = REQUIRED.filter((name) => !header.includes(name));
  if (missing.length > 0) return { rows: [], problems: [{ line: 1, message: `表头缺少列：${missing.join(', ')}` }] };
  const rows: NumberInput[] = [];
  const problems: RowProblem[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const lineNo = index + 2;
    const cells = line.split(',').map((cell) => cell.trim());
    const cell = (name: string) => cells[header.indexOf(name)];
    const parsed = numberInputSchema.safeParse({
      number: cell('number'),
      operator: integer(cell('operator')),
      provinceCode: cell('province'),
      cityCode: cell('city'),
      priceFen: integer(cell('price_fen')),
      planFen: integer(cell('plan_fen')),
      promoCode: cell('promo_code'),
      status: cell('status') || undefined,
    });
    if (!parsed.success) problems.push({ line: lineNo, message: parsed.error.issues.map((issue) => issue.message).join('；') });
    else if (!knownPromoCodes.has(parsed.data.promoCode)) problems.push({ line: lineNo, message: `推广码 ${parsed.data.promoCode} 不存在` });
    else rows.push(parsed.data);
  });
  return { rows, problems };
};

/** One transaction for the whole file: a first load then builds its indexes once. */
const addAll = async (numbers: NumberService, rows: readonly NumberInput[], progress: Progress): Promise<number> =>
  numbers.add(rows, (done) => progress(done, rows.length));

/** Imports a CSV: bad rows are reported and skipped, good rows go in, known numbers are left as they are. */
export const importNumberCsv = async (numbers: NumberService, text: string, progress: Progress): Promise<BulkOutcome> => {
  const { rows, problems } = parseNumberCsv(text, new Set(await numbers.promoCodes()));
  const inserted = await addAll(numbers, rows, progress);
  return { read: rows.length + problems.length, inserted, known: rows.length - inserted, problems };
};

/** Adds `count` generated numbers for a promoter (the seed makes a run repeatable). */
export const generateIntoShop = async (
  numbers: NumberService,
  options: { count: number; promoCode: string; seed: number },
  progress: Progress,
): Promise<BulkOutcome> => {
  const rows = generateNumbers(options.count, [options.promoCode], seededRandom(options.seed));
  const inserted = await addAll(numbers, rows, progress);
  return { read: rows.length, inserted, known: rows.length - inserted, problems: [] };
};
