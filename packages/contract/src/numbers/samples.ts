import type { OperatorCode } from '../constants';

/**
 * Real number-block prefixes (the first three digits) of each operator. Sample masked numbers
 * built from them ("138****8888") show a visitor with an empty search what to look for, so
 * each one must be a block the operator really sells.
 */
export const SAMPLE_PREFIXES: Readonly<Record<OperatorCode, readonly string[]>> = {
  1: ['134', '135', '136', '137', '138', '139', '147', '150', '151', '152', '157', '158', '159', '178', '182', '183', '184', '187', '188', '198'],
  2: ['130', '131', '132', '145', '155', '156', '166', '175', '176', '185', '186'],
  3: ['133', '149', '153', '173', '177', '180', '181', '189', '191', '199'],
  4: ['192'],
};

/** The hidden middle of a sample number: the four digits after the prefix. */
export const SAMPLE_MASK = '****';

/** '138' and '8888' give '138****8888'. */
export const maskedSample = (prefix: string, tail: string): string => `${prefix}${SAMPLE_MASK}${tail}`;
