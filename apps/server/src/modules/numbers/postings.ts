import { type Bits, bitsOf, fillBits } from './bits';

/** Ranks of one value: a bitset when common, a sorted list when rare (cities, promoters, patterns). */
export type Postings = Bits | Int32Array;

const postingsOf = (size: number, ranks: Int32Array): Postings => (ranks.length * 32 > size ? bitsOf(size, ranks) : ranks);

/** `postings` as a bitset: itself, or its ranks written into `scratch`. */
export const asBits = (postings: Postings, scratch: Bits): Bits => (postings instanceof Uint32Array ? postings : fillBits(scratch, postings));

/** The ranks of each value, in rank order: counted first, so no list grows (a million numbers, one pass each). */
export const groupBy = (size: number, valueOf: (rank: number) => number): Map<number, Postings> => {
  const counts = new Map<number, number>();
  for (let rank = 0; rank < size; rank++) counts.set(valueOf(rank), (counts.get(valueOf(rank)) ?? 0) + 1);
  const lists = new Map([...counts].map(([value, count]) => [value, { ranks: new Int32Array(count), filled: 0 }]));
  for (let rank = 0; rank < size; rank++) {
    const list = lists.get(valueOf(rank));
    if (list) list.ranks[list.filled++] = rank;
  }
  return new Map([...lists].map(([value, { ranks }]) => [value, postingsOf(size, ranks)]));
};
