import { maskedSample, OPERATOR_CODES, SAMPLE_MASK, SAMPLE_PREFIXES, type OperatorCode } from '@shop/contract';
import { ANY_DIGIT } from './rules';

/** Endings people ask for most: 8888 wealth, 1314 forever, 5200 love, 6789 a run, and so on. */
const SAMPLE_TAILS = ['8888', '6666', '1314', '5200', '6789', '9999'] as const;

export interface NumberSample {
  operator: OperatorCode;
  /** '138****8888'. */
  masked: string;
  /** The 11-box search that finds numbers like it: '138____8888'. */
  positions: string;
}

const isOperatorCode = (value: number | undefined): value is OperatorCode => OPERATOR_CODES.some((code) => code === value);

/** Every operator's blocks in turn (mobile, unicom, telecom, broadcast, mobile, ...). */
function interleavedPrefixes(): [OperatorCode, string][] {
  const longest = Math.max(...OPERATOR_CODES.map((code) => SAMPLE_PREFIXES[code].length));
  return Array.from({ length: longest }, (_, i) =>
    OPERATOR_CODES.flatMap((code): [OperatorCode, string][] => {
      const prefix = SAMPLE_PREFIXES[code][i];
      return prefix ? [[code, prefix]] : [];
    }),
  ).flat();
}

/**
 * Masked numbers to inspire a visitor whose search found nothing: real blocks of the operator
 * they chose (of every operator otherwise) with sought-after endings. Fixed, not random, so
 * the page looks the same on every visit.
 */
export function numberSamples(operator?: number): NumberSample[] {
  const prefixes = isOperatorCode(operator)
    ? SAMPLE_PREFIXES[operator].map((prefix): [OperatorCode, string] => [operator, prefix])
    : interleavedPrefixes();
  return SAMPLE_TAILS.map((tail, i) => {
    const [code, prefix] = prefixes[i % prefixes.length] ?? [1, '138'];
    return { operator: code, masked: maskedSample(prefix, tail), positions: `${prefix}${ANY_DIGIT.repeat(SAMPLE_MASK.length)}${tail}` };
  });
}
