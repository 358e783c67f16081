import { BoundedMap } from '../lib/bounded-map';

/** How an answer goes on the wire: compressed, or as is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Browsers send a handful of distinct Accept-Encoding texts; each is read once. */
const choices = new BoundedMap<string, Encoding>(200);

const qualityOf = (params: readonly string[]): number => {
  const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
  const value = q === undefined ? 1 : Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
};

/** The better-weighted of br and gzip (br on a tie), or identity when neither is accepted. */
const choose = (header: string): Encoding => {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';');
    weights.set(token.trim(), qualityOf(params));
  }
  const weightOf = (encoding: Encoding): number => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = weightOf('br') >= weightOf('gzip') ? 'br' : 'gzip';
  return weightOf(best) > 0 ? best : 'identity';
};

export const preferredEncoding = (header: string | undefined): Encoding => {
  if (!header) return 'identity';
  let choice = choices.get(header);
  if (choice === undefined) {
    choice = choose(header);
    choices.set(header, choice);
  }
  return choice;
};
