import { FEATURED_OPERATOR_VALUE } from '@shop/contract';
import { andAllInto, andInto, andNotInto, type Bits, bitsWhere, clearBit, countBits, emptyBits, fillBits, hasBit, orderOf, orInto, ranksOf, setBit, takeBits, takeBitsDown } from './bits';
import { asBits, groupBy, type Postings } from './postings';

/** The numbers as the index is built from them, one entry per number in any order. */
export interface IndexColumns {
  ids: Int32Array;
  /** The eleven digits of each number, back to back. */
  digits: Uint8Array;
  shuffleKeys: Int32Array;
  prices: Int32Array;
  operators: Int32Array;
  featured: Uint8Array;
  provinces: Int32Array;
  cities: Int32Array;
  promoters: Int32Array;
  /** Bit `id` set for each pattern id the number shows (ids are under 32). */
  patterns: Uint32Array;
  available: Uint8Array;
}

export interface IndexSearch {
  scope: readonly number[];
  operator?: number | undefined;
  province?: number | undefined;
  city?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  patternId?: number | undefined;
  positions?: string | undefined;
  contains?: string | undefined;
  startsWith?: string | undefined;
  endsWith?: string | undefined;
  exclude?: string | undefined;
  sort: 'default' | 'priceAsc' | 'priceDesc';
  /** Numbers after this (sort key, id) in the sort order. */
  after?: { key: number; id: number } | undefined;
  offset: number;
  limit: number;
}

export interface IndexPage {
  ids: number[];
  /** How many available numbers match, at any depth. */
  total: number;
}

const DIGITS = 11;
/** Places of the price order read between two points where a search lets other work run. */
const PLACES_PER_STEP = 1 << 16;
/** Words of a bitset read between two such points. */
const WORDS_PER_STEP = 1 << 12;
/** Places a walk along the price order may read beyond its estimate before it gives up. */
const WALK_SLACK = 4_096;
/**
 * A page ending within the first 1/NEAREST_SHARE of the matches is found by keeping the nearest
 * ones (about page end × ln(matches / page end) kept); deeper, setting every match's price place costs less.
 */
const NEAREST_SHARE = 4;
/** Working sets kept for the next searches; more searches at once make their own. */
const SPARE_SCRATCH = 4;

/** The working bitsets of one search. */
type Scratch = { matches: Bits; scope: Bits; ranks: Bits; found: Bits; here: Bits };

/** A search in steps: between two, other work may run (each step is a pass over the words at most). */
export type SearchSteps = Generator<void, IndexPage, void>;
/** Stands for a bitset that cannot be missing: as an operand it holds nothing. */
const NO_BITS: Bits = new Uint32Array(0);

/**
 * The numbers in memory as bitsets over their place in the default order (shuffle key, id):
 * one per digit at each place, per digit anywhere, per operator, region, promoter and
 * pattern, plus the price order. Any combination of filters is a few passes over the
 * bitsets; the page then comes from the first matching bits (default order) or from the
 * price order. Availability is one more bitset, kept current by the caller.
 */
export class NumberIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly shuffleKeys: Int32Array;
  private readonly prices: Int32Array;
  /** Ranks in price order (price, id). */
  private readonly byPrice: Int32Array;
  /** Each rank's place in `byPrice`. */
  private readonly pricePlace: Int32Array;
  /** Each id's rank plus one (0: not in the index); ids are dense from 1. */
  private readonly rankById: Int32Array;
  /** `digitAt[place * 10 + digit]`. */
  private readonly digitAt: Bits[];
  private readonly hasDigit: Bits[];
  private readonly operators: Map<number, Postings>;
  private readonly featured: Bits;
  private readonly provinces: Map<number, Postings>;
  private readonly cities: Map<number, Postings>;
  private readonly promoters: Map<number, Postings>;
  private readonly patterns: Map<number, Postings>;
  private readonly available: Bits;
  /**
   * Working bitsets of finished searches, given to the next ones: a search lets others run
   * between its steps, so each has its own set, and few allocate (and later collect) a megabyte.
   */
  private readonly spare: Scratch[] = [];

  constructor(columns: IndexColumns) {
    const size = columns.ids.length;
    this.size = size;
    const entryOf = orderOf(size, (a, b) => (columns.shuffleKeys[a] ?? 0) - (columns.shuffleKeys[b] ?? 0) || (columns.ids[a] ?? 0) - (columns.ids[b] ?? 0));
    const at = (rank: number): number => entryOf[rank] ?? 0;
    this.ids = Int32Array.from(entryOf, (entry) => columns.ids[entry] ?? 0);
    this.shuffleKeys = Int32Array.from(entryOf, (entry) => columns.shuffleKeys[entry] ?? 0);
    this.prices = Int32Array.from(entryOf, (entry) => columns.prices[entry] ?? 0);
    this.rankById = new Int32Array(this.ids.reduce((most, id) => Math.max(most, id), 0) + 1);
    this.ids.forEach((id, rank) => (this.rankById[id] = rank + 1));
    this.byPrice = orderOf(size, (a, b) => (this.prices[a] ?? 0) - (this.prices[b] ?? 0) || (this.ids[a] ?? 0) - (this.ids[b] ?? 0));
    this.pricePlace = new Int32Array(size);
    this.byPrice.forEach((rank, place) => (this.pricePlace[rank] = place));
    this.digitAt = Array.from({ length: DIGITS * 10 }, () => emptyBits(size));
    this.hasDigit = Array.from({ length: 10 }, () => emptyBits(size));
    for (let rank = 0; rank < size; rank++) {
      const base = at(rank) * DIGITS;
      for (let place = 0; place < DIGITS; place++) {
        const digit = columns.digits[base + place] ?? 0;
        setBit(this.digitAt[place * 10 + digit] ?? NO_BITS, rank);
        setBit(this.hasDigit[digit] ?? NO_BITS, rank);
      }
    }
    this.operators = groupBy(size, (rank) => columns.operators[at(rank)] ?? 0);
    this.featured = bitsWhere(size, (rank) => columns.featured[at(rank)] === 1);
    this.provinces = groupBy(size, (rank) => columns.provinces[at(rank)] ?? 0);
    this.cities = groupBy(size, (rank) => columns.cities[at(rank)] ?? 0);
    this.promoters = groupBy(size, (rank) => columns.promoters[at(rank)] ?? 0);
    this.patterns = new Map(
      Array.from({ length: 32 }, (_, pattern) => {
        const bits = bitsWhere(size, (rank) => ((columns.patterns[at(rank)] ?? 0) & (1 << pattern)) !== 0);
        const ranks = ranksOf(bits);
        return [pattern, ranks.length * 32 > size ? bits : ranks];
      }),
    );
    this.available = bitsWhere(size, (rank) => columns.available[at(rank)] === 1);
  }

  private takeScratch(): Scratch {
    const size = this.size;
    return this.spare.pop() ?? { matches: emptyBits(size), scope: emptyBits(size), ranks: emptyBits(size), found: emptyBits(size), here: emptyBits(size) };
  }

  /** Whether the index holds this number (a number added since it was built is not). */
  has(id: number): boolean {
    return (this.rankById[id] ?? 0) > 0;
  }

  setAvailable(id: number, available: boolean): void {
    const rank = (this.rankById[id] ?? 0) - 1;
    if (rank < 0) return;
    if (available) setBit(this.available, rank);
    else clearBit(this.available, rank);
  }

  /** The matching available numbers (exact count), and one page of their ids in the sort order, at once. */
  search(query: IndexSearch): IndexPage {
    const steps = this.steps(query);
    for (;;) {
      const next = steps.next();
      if (next.done) return next.value;
    }
  }

  /** The search of `search`, in steps (see runSliced). */
  *steps(query: IndexSearch): SearchSteps {
    const scratch = this.takeScratch();
    try {
      const matches = yield* this.matching(query, scratch);
      const total = countBits(matches);
      yield;
      const ranks = query.sort === 'default' ? this.defaultPage(matches, query) : yield* this.pricePage(matches, total, query, scratch);
      return { ids: ranks.map((rank) => this.ids[rank] ?? 0), total };
    } finally {
      if (this.spare.length < SPARE_SCRATCH) this.spare.push(scratch);
    }
  }

  private *matching(query: IndexSearch, { matches, scope, ranks, found }: Scratch): Generator<void, Bits, void> {
    matches.set(this.available);
    // A value no number has (a province with no numbers) leaves nothing.
    const and = (postings: Postings | undefined): void => {
      if (postings) andInto(matches, asBits(postings, ranks));
      else matches.fill(0);
    };
    scope.fill(0);
    for (const promoter of query.scope) {
      const postings = this.promoters.get(promoter);
      if (postings) orInto(scope, asBits(postings, ranks));
    }
    andInto(matches, scope);
    yield;
    if (query.operator === FEATURED_OPERATOR_VALUE) andInto(matches, this.featured);
    else if (query.operator !== undefined) and(this.operators.get(query.operator));
    if (query.province !== undefined) and(this.provinces.get(query.province));
    if (query.city !== undefined) and(this.cities.get(query.city));
    if (query.patternId !== undefined) and(this.patterns.get(query.patternId));
    yield;
    andAllInto(matches, fixedDigits(query).map(([place, digit]) => this.digitAt[place * 10 + digit] ?? NO_BITS));
    yield;
    if (query.contains) andInto(matches, yield* this.containing(query.contains, found));
    for (const digit of query.exclude ?? '') {
      andNotInto(matches, this.hasDigit[Number(digit)] ?? NO_BITS);
      yield;
    }
    if (query.priceMin !== undefined || query.priceMax !== undefined) yield* this.priceInto(matches, query, ranks);
    return matches;
  }

  /** Numbers holding `digits` at some place, written into `found`. */
  private *containing(digits: string, found: Bits): Generator<void, Bits, void> {
    if (digits.length === 1) return this.hasDigit[Number(digits)] ?? emptyBits(this.size);
    found.fill(0);
    for (let start = 0; start + digits.length <= DIGITS; start++) {
      const sets = [...digits].map((digit, offset) => this.digitAt[(start + offset) * 10 + Number(digit)] ?? NO_BITS);
      for (let word = 0; word < found.length; word++) {
        let value = ~0;
        for (const set of sets) {
          value &= set[word] ?? 0;
          if (value === 0) break; // a digit in ten: most words are empty after two or three sets
        }
        found[word] = (found[word] ?? 0) | value;
      }
      yield;
    }
    return found;
  }

  /** The places in the price order of prices from `priceMin` to `priceMax`. */
  private priceSpan(query: IndexSearch): [number, number] {
    const first = query.priceMin === undefined ? 0 : this.firstPlace((place) => (this.prices[this.byPrice[place] ?? 0] ?? 0) >= (query.priceMin ?? 0));
    const end = query.priceMax === undefined ? this.size : this.firstPlace((place) => (this.prices[this.byPrice[place] ?? 0] ?? 0) > (query.priceMax ?? 0));
    return [first, Math.max(first, end)];
  }

  /** Keeps the prices in range: sets the span's bits, or clears the rest, whichever is fewer. */
  private *priceInto(matches: Bits, query: IndexSearch, ranks: Bits): Generator<void, void, void> {
    const [first, end] = this.priceSpan(query);
    if (end - first <= this.size / 2) {
      andInto(matches, fillBits(ranks, this.byPrice.subarray(first, end)));
      yield;
      return;
    }
    for (const [from, to] of [[0, first], [end, this.size]] as const) {
      for (let place = from; place < to; place++) {
        clearBit(matches, this.byPrice[place] ?? 0);
        if ((place - from) % PLACES_PER_STEP === PLACES_PER_STEP - 1) yield;
      }
    }
    yield;
  }

  /** The first place in the price order where `reached` holds (it holds from there on). */
  private firstPlace(reached: (place: number) => boolean): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (reached(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  private defaultPage(matches: Bits, query: IndexSearch): number[] {
    const after = query.after;
    let from = 0;
    if (after) {
      let low = 0;
      let high = this.size;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const key = this.shuffleKeys[middle] ?? 0;
        if (key > after.key || (key === after.key && (this.ids[middle] ?? 0) > after.id)) high = middle;
        else low = middle + 1;
      }
      from = low;
    }
    return takeBits(matches, from, query.offset, query.limit);
  }

  /** The price places left after the cursor (all of them without one), in the query's direction. */
  private afterCursor(query: IndexSearch): [number, number] {
    const [first, end] = this.priceSpan(query);
    const after = query.after;
    if (!after) return [first, end];
    const place = this.firstPlace((at) => {
      const rank = this.byPrice[at] ?? 0;
      const price = this.prices[rank] ?? 0;
      return price > after.key || (price === after.key && (this.ids[rank] ?? 0) >= after.id);
    });
    const cursorRank = this.byPrice[place];
    const onCursor = cursorRank !== undefined && this.prices[cursorRank] === after.key && this.ids[cursorRank] === after.id;
    if (query.sort === 'priceAsc') return [Math.max(first, onCursor ? place + 1 : place), end];
    return [first, Math.min(end, place)];
  }

  private *pricePage(matches: Bits, total: number, query: IndexSearch, scratch: Scratch): Generator<void, number[], void> {
    const [first, end] = this.afterCursor(query);
    // Walking the price order reads about (offset + limit) × span / matches places if the
    // matches spread evenly over prices; going through the matches costs about their number.
    // The walk is tried when it looks cheaper, but gives up a few times past its estimate
    // (matches bunched at the far end of the prices), so neither grows without bound.
    const wanted = query.offset + query.limit;
    const walk = (wanted * (end - first)) / Math.max(1, total);
    const budget = Math.min(Math.max(total, WALK_SLACK), 4 * walk + WALK_SLACK);
    const walked = walk <= total ? yield* this.walkPrices(matches, query, first, end, budget) : undefined;
    if (walked) return walked;
    return wanted * NEAREST_SHARE <= total ? yield* this.nearestByPrice(matches, query, first, end, wanted) : yield* this.sortPrices(matches, query, first, end, scratch.here);
  }

  /**
   * The first `wanted` matches in the query's price direction, from one pass over the matches
   * in rank order: the nearest places are kept in a buffer, sorted and cut back when it fills.
   */
  private *nearestByPrice(matches: Bits, query: IndexSearch, first: number, end: number, wanted: number): Generator<void, number[], void> {
    const descending = query.sort === 'priceDesc';
    // Keys are places, negated when descending: the smallest keys are the nearest.
    const kept = new Int32Array(wanted * 2);
    let count = 0;
    let bound = Number.POSITIVE_INFINITY;
    for (let word = 0; word < matches.length; word++) {
      let value = matches[word] ?? 0;
      while (value !== 0) {
        const low = value & -value;
        value ^= low;
        const place = this.pricePlace[word * 32 + 31 - Math.clz32(low)] ?? 0;
        const key = descending ? -place : place;
        if (place < first || place >= end || key >= bound) continue;
        kept[count++] = key;
        if (count === kept.length) {
          kept.sort();
          count = wanted;
          bound = kept[wanted - 1] ?? bound;
        }
      }
      if (word % WORDS_PER_STEP === WORDS_PER_STEP - 1) yield;
    }
    const nearest = kept.subarray(0, count).sort().subarray(query.offset, wanted);
    return Array.from(nearest, (key) => this.byPrice[descending ? -key : key] ?? 0);
  }

  /** The page along the price order, or undefined when `budget` places did not fill it. */
  private *walkPrices(matches: Bits, query: IndexSearch, first: number, end: number, budget: number): Generator<void, number[] | undefined, void> {
    const descending = query.sort === 'priceDesc';
    const found: number[] = [];
    let skip = query.offset;
    const steps = Math.min(end - first, budget);
    for (let step = 0; step < steps && found.length < query.limit; step++) {
      if (step % PLACES_PER_STEP === PLACES_PER_STEP - 1) yield;
      const rank = this.byPrice[descending ? end - 1 - step : first + step] ?? 0;
      if (!hasBit(matches, rank)) continue;
      if (skip > 0) skip--;
      else found.push(rank);
    }
    return found.length === query.limit || steps === end - first ? found : undefined;
  }

  /**
   * The page from every match: their places in the price order set as bits, then read in
   * order; no sort, so the cost is the matches plus one pass, however they fall on prices.
   */
  private *sortPrices(matches: Bits, query: IndexSearch, first: number, end: number, places: Bits): Generator<void, number[], void> {
    places.fill(0);
    const ranks = ranksOf(matches);
    yield;
    for (let at = 0; at < ranks.length; at++) {
      setBit(places, this.pricePlace[ranks[at] ?? 0] ?? 0);
      if (at % PLACES_PER_STEP === PLACES_PER_STEP - 1) yield;
    }
    yield;
    const page = query.sort === 'priceDesc' ? takeBitsDown(places, end, query.offset, query.limit) : takeBits(places, first, query.offset, query.limit).filter((place) => place < end);
    return page.map((place) => this.byPrice[place] ?? 0);
  }
}

/** Every digit the positions, starts-with and ends-with filters fix, as [place, digit]. */
export const fixedDigits = (query: Pick<IndexSearch, 'positions' | 'startsWith' | 'endsWith'>): [number, number][] => {
  const fixed: [number, number][] = [];
  [...(query.positions ?? '')].forEach((char, place) => char !== '_' && fixed.push([place, Number(char)]));
  [...(query.startsWith ?? '')].forEach((char, place) => fixed.push([place, Number(char)]));
  const ending = query.endsWith ?? '';
  [...ending].forEach((char, offset) => fixed.push([DIGITS - ending.length + offset, Number(char)]));
  return fixed;
};
