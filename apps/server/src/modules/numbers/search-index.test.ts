import { describe, expect, it } from 'vitest';
import { seededRandom } from './generate';
import { type IndexColumns, type IndexSearch, NumberIndex, type SearchSteps } from './search-index';
import { runSliced } from './slices';

// More numbers than a price-sorted page sorts outright, so the walk along the price order runs too.
const SIZE = 60_000;
const random = seededRandom(5);
const numbers = Array.from({ length: SIZE }, (_, at) => ({
  id: at + 1,
  number: `1${String(Math.floor(random() * 1e10)).padStart(10, '0')}`,
  shuffleKey: Math.floor(random() * 1e6),
  price: Math.floor(random() * 20) * 1_000,
  operator: 1 + Math.floor(random() * 4),
  province: 110_000 + Math.floor(random() * 3) * 10_000,
  promoter: 1 + Math.floor(random() * 3),
  available: random() < 0.9,
}));

const columns: IndexColumns = {
  ids: Int32Array.from(numbers, (n) => n.id),
  digits: Uint8Array.from(numbers.flatMap((n) => [...n.number].map(Number))),
  shuffleKeys: Int32Array.from(numbers, (n) => n.shuffleKey),
  prices: Int32Array.from(numbers, (n) => n.price),
  operators: Int32Array.from(numbers, (n) => n.operator),
  featured: new Uint8Array(SIZE),
  provinces: Int32Array.from(numbers, (n) => n.province),
  cities: Int32Array.from(numbers, (n) => n.province + 100),
  promoters: Int32Array.from(numbers, (n) => n.promoter),
  patterns: new Uint32Array(SIZE),
  available: Uint8Array.from(numbers, (n) => (n.available ? 1 : 0)),
};
const index = new NumberIndex(columns);

type Numbered = (typeof numbers)[number];
const keyOf = (query: IndexSearch, n: Numbered): number => (query.sort === 'default' ? n.shuffleKey : n.price);
const compare = (query: IndexSearch) => (a: Numbered, b: Numbered): number => {
  const order = keyOf(query, a) - keyOf(query, b) || a.id - b.id;
  return query.sort === 'priceDesc' ? -order : order;
};

const bruteForce = (query: IndexSearch): number[] => {
  const found = numbers.filter(
    (n) =>
      n.available &&
      query.scope.includes(n.promoter) &&
      (query.operator === undefined || n.operator === query.operator) &&
      (query.province === undefined || n.province === query.province) &&
      (query.priceMin === undefined || n.price >= query.priceMin) &&
      (query.priceMax === undefined || n.price <= query.priceMax) &&
      (query.contains === undefined || n.number.includes(query.contains)) &&
      (query.endsWith === undefined || n.number.endsWith(query.endsWith)) &&
      ![...(query.exclude ?? '')].some((digit) => n.number.includes(digit)),
  );
  const after = query.after;
  const later = after ? found.filter((n) => compare(query)(n, { ...n, id: after.id, shuffleKey: after.key, price: after.key }) > 0) : found;
  return later.sort(compare(query)).slice(query.offset, query.offset + query.limit).map((n) => n.id);
};

const draw = (): IndexSearch => {
  const sort = (['default', 'priceAsc', 'priceDesc'] as const)[Math.floor(random() * 3)] ?? 'default';
  const model = numbers[Math.floor(random() * SIZE)] ?? numbers[0];
  return {
    scope: random() < 0.5 ? [1, 2, 3] : [2],
    operator: random() < 0.3 ? 1 + Math.floor(random() * 4) : undefined,
    province: random() < 0.3 ? 120_000 : undefined,
    priceMin: random() < 0.3 ? 5_000 : undefined,
    priceMax: random() < 0.3 ? 12_000 : undefined,
    contains: random() < 0.4 ? model?.number.slice(3, 3 + 1 + Math.floor(random() * 3)) : undefined,
    endsWith: random() < 0.2 ? model?.number.slice(-2) : undefined,
    exclude: random() < 0.3 ? String(Math.floor(random() * 10)) : undefined,
    sort,
    after: random() < 0.3 && model ? { key: sort === 'default' ? model.shuffleKey : model.price, id: model.id } : undefined,
    offset: random() < 0.5 ? 0 : Math.floor(random() * 2_000),
    limit: 21,
  };
};

describe('the number index', () => {
  it('pages every drawn search as a brute-force filter and sort does, in both price walks', { timeout: 60_000 }, () => {
    for (let sample = 0; sample < 150; sample++) {
      const query = draw();
      expect({ query, ids: index.search(query).ids }).toEqual({ query, ids: bruteForce(query) });
    }
  });

  it('counts every match and forgets a number taken', () => {
    const query: IndexSearch = { scope: [1, 2, 3], sort: 'default', offset: 0, limit: 1 };
    const { ids, total } = index.search(query);
    expect(total).toBe(numbers.filter((n) => n.available).length);
    index.setAvailable(ids[0] ?? 0, false);
    expect(index.search(query)).toMatchObject({ total: total - 1 });
    expect(index.search(query).ids).not.toContain(ids[0]);
    index.setAvailable(ids[0] ?? 0, true);
    expect(index.search(query).ids).toEqual(ids);
  });

  it('gives searches run a step each in turn the pages each gives alone: none works in the bitsets of another', () => {
    const queries = Array.from({ length: 6 }, draw);
    const running: { query: IndexSearch; steps: SearchSteps; ids?: number[] }[] = queries.map((query) => ({ query, steps: index.steps(query) }));
    while (running.some((search) => search.ids === undefined)) {
      for (const search of running.filter((each) => each.ids === undefined)) {
        const next = search.steps.next();
        if (next.done) search.ids = next.value.ids;
      }
    }
    expect(running.map(({ query, ids }) => ({ query, ids }))).toEqual(queries.map((query) => ({ query, ids: bruteForce(query) })));
  });

  it('runs a search in slices to its page, and stops one whose deadline has passed', async () => {
    const query: IndexSearch = { scope: [1, 2, 3], contains: '12', exclude: '9', priceMin: 3_000, sort: 'priceAsc', offset: 400, limit: 21 };
    expect((await runSliced(index.steps(query), Date.now() + 60_000, () => new Error('late'))).ids).toEqual(bruteForce(query));
    const endless = function* (): SearchSteps {
      for (;;) yield;
    };
    await expect(runSliced(endless(), Date.now(), () => new Error('late'))).rejects.toThrow('late');
  });

  it('finds the cheapest and dearest matches when they sit at the far end of the prices, on a shallow and a deep page', () => {
    // Numbers with a 7 cost more than every other number: walking from the cheapest end meets none for thousands of places.
    const size = 20_000;
    const draw = seededRandom(11);
    const bunched = Array.from({ length: size }, (_, at) => {
      const number = `1${String(Math.floor(draw() * 1e10)).padStart(10, '0')}`;
      return { id: at + 1, number, price: number.includes('7') ? 100_000 + Math.floor(draw() * 50_000) : Math.floor(draw() * 50_000) };
    });
    const bunchedIndex = new NumberIndex({
      ...columns,
      ids: Int32Array.from(bunched, (n) => n.id),
      digits: Uint8Array.from(bunched.flatMap((n) => [...n.number].map(Number))),
      shuffleKeys: Int32Array.from(bunched, (n) => n.id),
      prices: Int32Array.from(bunched, (n) => n.price),
      operators: new Int32Array(size).fill(1),
      featured: new Uint8Array(size),
      provinces: new Int32Array(size).fill(110_000),
      cities: new Int32Array(size).fill(110_100),
      promoters: new Int32Array(size).fill(1),
      patterns: new Uint32Array(size),
      available: new Uint8Array(size).fill(1),
    });
    for (const [sort, offset] of [['priceAsc', 0], ['priceAsc', 2_500], ['priceAsc', 9_000], ['priceDesc', 40], ['priceDesc', 9_000]] as const) {
      const query: IndexSearch = { scope: [1], contains: '7', sort, offset, limit: 21 };
      const order = (a: (typeof bunched)[number], b: (typeof bunched)[number]) => (a.price - b.price || a.id - b.id) * (sort === 'priceDesc' ? -1 : 1);
      const expected = bunched.filter((n) => n.number.includes('7')).sort(order).slice(offset, offset + 21).map((n) => n.id);
      expect({ sort, offset, ids: bunchedIndex.search(query).ids }).toEqual({ sort, offset, ids: expected });
    }
  });
});
