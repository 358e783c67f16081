import { formatFen } from '../../../../shared/format';

const YUAN = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/** '12.5' -> 1250 fen; undefined when the text is not yuan with at most two decimals. */
export function yuanToFen(text: string): number | undefined {
  const match = YUAN.exec(text.trim());
  if (!match) return undefined;
  const [, yuan = '0', cents = ''] = match;
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
}

export interface CustomLimits {
  minFen: number;
  maxFen: number;
}

export type AmountCheck = { fen: number; error?: undefined } | { fen?: undefined; error: { key: 'format' | 'tooLow' | 'tooHigh'; values?: Record<string, string> } };

/** A custom amount as typed, checked against the promoter's limits. */
export function checkCustomAmount(text: string, limits: CustomLimits): AmountCheck {
  const fen = yuanToFen(text);
  if (fen === undefined) return { error: { key: 'format' } };
  if (fen < limits.minFen) return { error: { key: 'tooLow', values: { min: formatFen(limits.minFen) } } };
  if (fen > limits.maxFen) return { error: { key: 'tooHigh', values: { max: formatFen(limits.maxFen) } } };
  return { fen };
}
