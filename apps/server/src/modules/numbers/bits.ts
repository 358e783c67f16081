/**
 * Sets of ranks (a number's place in the default order) as plain bitsets: one bit per
 * number, 32 to a word. Every filter of a search is one pass over the words, so a search
 * costs the same whether a million numbers match or none.
 */
export type Bits = Uint32Array;

export const wordsFor = (size: number): number => Math.ceil(size / 32);

export const emptyBits = (size: number): Bits => new Uint32Array(wordsFor(size));

export const setBit = (bits: Bits, rank: number): void => {
  bits[rank >>> 5] = (bits[rank >>> 5] ?? 0) | (1 << (rank & 31));
};

export const clearBit = (bits: Bits, rank: number): void => {
  bits[rank >>> 5] = (bits[rank >>> 5] ?? 0) & ~(1 << (rank & 31));
};

export const hasBit = (bits: Bits, rank: number): boolean => ((bits[rank >>> 5] ?? 0) & (1 << (rank & 31))) !== 0;

/** `target` keeps only the ranks also in `other`. */
export const andInto = (target: Bits, other: Bits): void => {
  for (let word = 0; word < target.length; word++) target[word] = (target[word] ?? 0) & (other[word] ?? 0);
};

/** `target` drops the ranks in `other`. */
export const andNotInto = (target: Bits, other: Bits): void => {
  for (let word = 0; word < target.length; word++) target[word] = (target[word] ?? 0) & ~(other[word] ?? 0);
};

/** `target` gains the ranks in `other`. */
export const orInto = (target: Bits, other: Bits): void => {
  for (let word = 0; word < target.length; word++) target[word] = (target[word] ?? 0) | (other[word] ?? 0);
};

export const bitsOf = (size: number, ranks: Iterable<number>): Bits => {
  const bits = emptyBits(size);
  for (const rank of ranks) setBit(bits, rank);
  return bits;
};

const wordCount = (word: number): number => {
  let w = word - ((word >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};

export const countBits = (bits: Bits): number => {
  let count = 0;
  for (const word of bits) if (word !== 0) count += wordCount(word);
  return count;
};

/**
 * Up to `limit` ranks of `bits`, in rank order, from `from` on, after skipping `skip` of them;
 * whole words are skipped by their count, so a deep page costs one pass at most.
 */
export const takeBits = (bits: Bits, from: number, skip: number, limit: number): number[] => {
  const found: number[] = [];
  let left = skip;
  for (let word = from >>> 5; word < bits.length && found.length < limit; word++) {
    let value = bits[word] ?? 0;
    if (word === from >>> 5) value &= ~0 << (from & 31); // ranks before `from` in its word
    if (value === 0) continue;
    const count = wordCount(value);
    if (left >= count) {
      left -= count;
      continue;
    }
    while (value !== 0 && found.length < limit) {
      const low = value & -value;
      value ^= low;
      if (left > 0) left--;
      else found.push(word * 32 + 31 - Math.clz32(low));
    }
  }
  return found;
};

/** Like takeBits, from the highest rank below `end` downwards. */
export const takeBitsDown = (bits: Bits, end: number, skip: number, limit: number): number[] => {
  const found: number[] = [];
  let left = skip;
  for (let word = (end - 1) >> 5; word >= 0 && found.length < limit; word--) {
    let value = bits[word] ?? 0;
    if (word === (end - 1) >> 5 && (end & 31) !== 0) value &= (1 << (end & 31)) - 1; // ranks from `end` on in its word
    if (value === 0) continue;
    const count = wordCount(value);
    if (left >= count) {
      left -= count;
      continue;
    }
    while (value !== 0 && found.length < limit) {
      const high = 31 - Math.clz32(value);
      value &= ~(1 << high);
      if (left > 0) left--;
      else found.push(word * 32 + high);
    }
  }
  return found;
};

/** Every rank of `bits`, in rank order. */
export const ranksOf = (bits: Bits): Int32Array => {
  const ranks = new Int32Array(countBits(bits));
  let at = 0;
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word] ?? 0;
    while (value !== 0) {
      const low = value & -value;
      value ^= low;
      ranks[at++] = word * 32 + 31 - Math.clz32(low);
    }
  }
  return ranks;
};

/** `bits` holding exactly `ranks`. */
export const fillBits = (bits: Bits, ranks: ArrayLike<number>): Bits => {
  bits.fill(0);
  for (let at = 0; at < ranks.length; at++) setBit(bits, ranks[at] ?? 0);
  return bits;
};

/** The ranks where `holds`, as a bitset. */
export const bitsWhere = (size: number, holds: (rank: number) => boolean): Bits => {
  const bits = emptyBits(size);
  for (let rank = 0; rank < size; rank++) if (holds(rank)) setBit(bits, rank);
  return bits;
};

/** Positions 0..size-1 ordered by `before`, as a typed array. */
export const orderOf = (size: number, before: (a: number, b: number) => number): Int32Array => Int32Array.from({ length: size }, (_, at) => at).sort(before);

/** `target` keeps the ranks in every one of `sets`, one pass over the words; a word emptied early is left at once. */
export const andAllInto = (target: Bits, sets: readonly Bits[]): void => {
  if (sets.length === 0) return;
  for (let word = 0; word < target.length; word++) {
    let value = target[word] ?? 0;
    for (let at = 0; at < sets.length && value !== 0; at++) value &= sets[at]?.[word] ?? 0;
    target[word] = value;
  }
};
