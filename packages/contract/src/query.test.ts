import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_LIMITS, dropEmpty, encodeQueryComponent, parseQuery, QueryError, stringifyQuery } from './query';

describe('stringifyQuery', () => {
  it('writes nested objects and indexed arrays with literal brackets', () => {
    expect(stringifyQuery({ a: { b: { c: 1 } }, list: ['x', 'y'] })).toBe('a[b][c]=1&list[0]=x&list[1]=y');
  });

  it('writes arrays of objects and arrays of arrays', () => {
    expect(stringifyQuery({ rows: [{ id: 1, tags: ['a'] }, { id: 2 }], grid: [[1, 2], [3]] })).toBe(
      'rows[0][id]=1&rows[0][tags][0]=a&rows[1][id]=2&grid[0][0]=1&grid[0][1]=2&grid[1][0]=3',
    );
  });

  it('writes numbers, booleans, bigints and dates as text', () => {
    expect(stringifyQuery({ n: 0, f: 1.5, t: true, no: false, big: 12n, at: new Date('2025-01-02T03:04:05Z') })).toBe(
      'n=0&f=1.5&t=true&no=false&big=12&at=2025-01-02T03%3A04%3A05.000Z',
    );
  });

  it('encodes every key segment and value', () => {
    expect(stringifyQuery({ 'a b': { 'c&d': 'e=f' } })).toBe('a%20b[c%26d]=e%3Df');
    expect(stringifyQuery({ q: '靓号 8+8' })).toBe('q=%E9%9D%93%E5%8F%B7%208%2B8');
    expect(stringifyQuery({ 'x[y]': '#?' })).toBe('x%5By%5D=%23%3F');
  });

  it('drops undefined, null, empty text and the containers they leave empty', () => {
    expect(
      stringifyQuery({ a: undefined, b: null, c: '', d: {}, e: [], f: { g: '' }, h: [null, ''], keep: 0, no: false }),
    ).toBe('keep=0&no=false');
  });

  it('closes up arrays so indices stay contiguous', () => {
    expect(stringifyQuery({ list: ['x', '', null, undefined, {}, 'y'] })).toBe('list[0]=x&list[1]=y');
  });

  it('keeps null and empty text as key= when asked', () => {
    expect(stringifyQuery({ a: '', b: null, c: undefined, d: { e: '' }, list: ['', 'x'] }, { keepEmpty: true })).toBe(
      'a=&b=&d[e]=&list[0]=&list[1]=x',
    );
  });

  it('leaves out empty containers and undefined even when keeping empties', () => {
    expect(stringifyQuery({ a: {}, b: [], c: undefined, d: [undefined, 'x'] }, { keepEmpty: true })).toBe('d[0]=x');
  });

  it('leaves out functions and symbols', () => {
    expect(stringifyQuery({ f: () => 1, s: Symbol('s'), k: 'v' })).toBe('k=v');
  });

  it('refuses a value that contains itself', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(() => stringifyQuery({ loop })).toThrow(QueryError);
    expect(() => stringifyQuery({ loop })).toThrow('查询参数 loop[self] 引用了自身');
  });

  it('writes the same object twice when it is shared but not circular', () => {
    const shared = { id: 1 };
    expect(stringifyQuery({ a: shared, b: shared })).toBe('a[id]=1&b[id]=1');
  });

  it('writes a lone surrogate (an emoji cut by a length limit) as U+FFFD instead of throwing', () => {
    expect(stringifyQuery({ q: 'a\uD83D' })).toBe('q=a%EF%BF%BD');
    expect(stringifyQuery({ q: '\uDE00b' })).toBe('q=%EF%BF%BDb');
    expect(stringifyQuery({ q: '😀' })).toBe('q=%F0%9F%98%80');
  });

  it('writes nothing for an empty object', () => {
    expect(stringifyQuery({})).toBe('');
  });
});

describe('encodeQueryComponent', () => {
  it('encodes like encodeURIComponent for well-formed text', () => {
    expect(encodeQueryComponent('靓号 & = + [ ] 😀')).toBe(encodeURIComponent('靓号 & = + [ ] 😀'));
  });
});

describe('parseQuery', () => {
  it('reads nested objects and arrays', () => {
    expect(parseQuery('a[b][c]=1&list[0]=x&list[1]=y')).toEqual({ a: { b: { c: '1' } }, list: ['x', 'y'] });
  });

  it('ignores a leading question mark and empty pairs', () => {
    expect(parseQuery('?a=1&&b=2&')).toEqual({ a: '1', b: '2' });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?')).toEqual({});
  });

  it('reads + as a space and decodes percent-encoding, + kept when encoded', () => {
    expect(parseQuery('q=%E9%9D%93%E5%8F%B7+8%2B8&name+x=a+b')).toEqual({ q: '靓号 8+8', 'name x': 'a b' });
  });

  it('reads a key without = as empty text, and skips a pair without a key', () => {
    expect(parseQuery('flag&a=&=orphan')).toEqual({ flag: '', a: '' });
  });

  it('keeps everything after the first = in the value', () => {
    expect(parseQuery('sign=a=b==')).toEqual({ sign: 'a=b==' });
  });

  it('makes an array of a repeated key, in order', () => {
    expect(parseQuery('a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
    expect(parseQuery('o[k]=1&o[k]=2')).toEqual({ o: { k: ['1', '2'] } });
  });

  it('reads key[] as an array even with one value', () => {
    expect(parseQuery('ids[]=7')).toEqual({ ids: ['7'] });
    expect(parseQuery('ids[]=7&ids[]=8&ids=9')).toEqual({ ids: ['7', '8', '9'] });
    expect(parseQuery('o[ids][]=7')).toEqual({ o: { ids: ['7'] } });
  });

  it('makes an array only of indices contiguous from 0, in index order', () => {
    expect(parseQuery('a[1]=y&a[0]=x')).toEqual({ a: ['x', 'y'] });
    expect(parseQuery('a[1]=y&a[2]=z')).toEqual({ a: { 1: 'y', 2: 'z' } });
    expect(parseQuery('a[0]=x&a[b]=y')).toEqual({ a: { 0: 'x', b: 'y' } });
    expect(parseQuery('a[00]=x')).toEqual({ a: { '00': 'x' } });
    expect(parseQuery('a[-1]=x')).toEqual({ a: { '-1': 'x' } });
    expect(Array.isArray(parseQuery('a[1]=y&a[2]=z').a)).toBe(false);
  });

  it('reads a sparse numeric key as an object name, not as a huge array', () => {
    expect(parseQuery('price[10086]=5')).toEqual({ price: { 10086: '5' } });
  });

  it('reads arrays of objects', () => {
    expect(parseQuery('rows[0][id]=1&rows[1][id]=2&rows[0][name]=a')).toEqual({
      rows: [{ id: '1', name: 'a' }, { id: '2' }],
    });
  });

  it('keeps an encoded bracket inside a name', () => {
    expect(parseQuery('x%5By%5D=1')).toEqual({ 'x[y]': '1' });
    expect(parseQuery('a[b%5Bc%5D]=1')).toEqual({ a: { 'b[c]': '1' } });
  });

  it('reads keys that are not clean bracket paths as plain names', () => {
    expect(parseQuery('[a]=1&a[b=2&a]b=3&a[b]c=4')).toEqual({ '[a]': '1', 'a[b': '2', 'a]b': '3', 'a[b]c': '4' });
  });

  it('refuses an empty bracket anywhere but last', () => {
    expect(() => parseQuery('a[][b]=1')).toThrow('查询参数 a[][b] 的括号写法不正确');
  });

  it('refuses a key used both as a value and as a container', () => {
    expect(() => parseQuery('a=1&a[b]=2')).toThrow('查询参数 a[b] 的结构前后冲突');
    expect(() => parseQuery('a[b]=2&a=1')).toThrow('查询参数 a 的结构前后冲突');
    expect(() => parseQuery('a[]=1&a[0]=2')).toThrow(QueryError);
  });

  describe('prototype pollution', () => {
    it.each([
      '__proto__[polluted]=1',
      'a[__proto__][polluted]=1',
      '__proto__=1',
      'constructor[prototype][polluted]=1',
      'a[constructor]=1',
      'a[prototype]=1',
      '%5F%5Fproto%5F%5F[polluted]=1',
      'a[%5F%5Fproto__]=1',
      '__proto__[]=1',
    ])('refuses %s', (qs) => {
      expect(() => parseQuery(qs)).toThrow(QueryError);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('names the key in Chinese', () => {
      expect(() => parseQuery('a[__proto__][x]=1')).toThrow('查询参数 a[__proto__][x] 使用了不允许的名称');
    });

    it('returns plain objects', () => {
      const parsed = parseQuery('a[b]=1');
      expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
      expect(Object.getPrototypeOf(parsed.a)).toBe(Object.prototype);
    });
  });

  describe('malformed percent-encoding', () => {
    it.each(['a=%', 'a=%E9%9D', 'a=%zz', '%=1', 'a[%]=1', 'a=%C0%AF'])('throws QueryError for %s', (qs) => {
      expect(() => parseQuery(qs)).toThrow(QueryError);
    });

    it('names the key', () => {
      expect(() => parseQuery('name=%E9')).toThrow('查询参数 name 的编码不正确');
      const error = (() => {
        try {
          parseQuery('name=%E9');
        } catch (e) {
          return e;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(QueryError);
      expect((error as QueryError).key).toBe('name');
      expect((error as QueryError).name).toBe('QueryError');
    });
  });

  describe('limits', () => {
    it('has safe defaults', () => {
      expect(DEFAULT_QUERY_LIMITS).toEqual({ depth: 5, keys: 200, arrayLength: 100 });
    });

    it('allows depth 5 and refuses 6', () => {
      expect(parseQuery('a[1][2][3][4][5]=x')).toEqual({ a: { 1: { 2: { 3: { 4: { 5: 'x' } } } } } });
      expect(() => parseQuery('a[1][2][3][4][5][6]=x')).toThrow('查询参数 a[1][2][3][4][5][6] 嵌套过深（最多 5 层）');
      expect(() => parseQuery('a[b]=x', { depth: 0 })).toThrow(QueryError);
    });

    it('allows 200 pairs and refuses the 201st, naming it', () => {
      const pairs = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=v`).join('&');
      expect(Object.keys(parseQuery(pairs(200)))).toHaveLength(200);
      expect(() => parseQuery(pairs(201))).toThrow('查询参数 k200 超出数量上限（最多 200 个）');
      expect(() => parseQuery('a=1&b=2', { keys: 1 })).toThrow(QueryError);
    });

    it('allows arrays of 100 items and refuses 101, by index or by repetition', () => {
      const indexed = (n: number) => Array.from({ length: n }, (_, i) => `list[${i}]=${i}`).join('&');
      const repeated = (n: number) => Array.from({ length: n }, (_, i) => `list=${i}`).join('&');
      expect(parseQuery(indexed(100)).list).toHaveLength(100);
      expect(parseQuery(repeated(100)).list).toHaveLength(100);
      expect(() => parseQuery(indexed(101))).toThrow('查询参数 list 的数组过长（最多 100 项）');
      expect(() => parseQuery(repeated(101))).toThrow('查询参数 list 的数组过长（最多 100 项）');
      expect(() => parseQuery('a=1&a=2&a=3', { arrayLength: 2 })).toThrow(QueryError);
    });

    it('names a nested array by its path', () => {
      expect(() => parseQuery('o[l][0]=a&o[l][1]=b', { arrayLength: 1 })).toThrow('查询参数 o[l] 的数组过长');
    });

    it('cuts a long key in the message', () => {
      const long = 'k'.repeat(500);
      expect(() => parseQuery(`${long}=%`)).toThrow(`查询参数 ${'k'.repeat(64)}… 的编码不正确`);
    });
  });
});

describe('round trips', () => {
  it.each([
    { a: { b: { c: '1' } }, list: ['x', 'y'] },
    { q: '靓号 尾号8888 & = ? # % + [x] /' },
    { 'key with space': 'v', '中文键': { '子[键]': ['一', '二'] } },
    { rows: [{ id: '1', tags: ['a', 'b'] }, { id: '2' }], grid: [['1', '2'], ['3']] },
    { emoji: '😀 📱', 'a.b': 'dots', percent: '100%', plus: '+' },
    { single: ['only'] },
  ])('parseQuery(stringifyQuery(v)) equals v: %j', (value) => {
    expect(parseQuery(stringifyQuery(value))).toEqual(value);
  });

  it('keeps empties through a keep-empty round trip', () => {
    const value = { price: '', note: 'x', items: [{ id: '1', price: '' }] };
    expect(parseQuery(stringifyQuery(value, { keepEmpty: true }))).toEqual(value);
  });

  /** A small deterministic generator, so failures reproduce. */
  const random = (seed: number) => () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const ALPHABET = ['a', 'Z', '9', ' ', '&', '=', '?', '#', '%', '+', '[', ']', '/', '靓', '号', '😀', '.', '-', '_'];
  const text = (next: () => number, min: number): string =>
    Array.from({ length: min + Math.floor(next() * 5) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
  // A leading letter keeps generated names from reading as array indices.
  const name = (next: () => number): string => `k${text(next, 0)}`;
  const valueOf = (next: () => number, depth: number): unknown => {
    const pick = next();
    if (depth >= 4 || pick < 0.5) return text(next, 1);
    if (pick < 0.75) return Array.from({ length: 1 + Math.floor(next() * 3) }, () => valueOf(next, depth + 1));
    return recordOf(next, depth + 1);
  };
  const recordOf = (next: () => number, depth: number): Record<string, unknown> =>
    Object.fromEntries(Array.from({ length: 1 + Math.floor(next() * 3) }, () => [name(next), valueOf(next, depth)]));

  it('holds for 500 generated values with awkward characters', () => {
    const next = random(20250615);
    for (let i = 0; i < 500; i += 1) {
      const value = recordOf(next, 0);
      expect(parseQuery(stringifyQuery(value))).toEqual(value);
    }
  });
});

describe('dropEmpty', () => {
  it('removes empty values at any depth and the containers they leave empty', () => {
    expect(
      dropEmpty({
        a: undefined,
        b: null,
        c: '',
        d: 0,
        e: false,
        f: { g: '', h: { i: null } },
        j: ['', 'x', null, [], {}, ['']],
        k: { l: 'kept' },
        m: Number.NaN,
      }),
    ).toEqual({ d: 0, e: false, j: ['x'], k: { l: 'kept' }, m: Number.NaN });
  });

  it('returns the outermost container even when empty, and other values unchanged', () => {
    expect(dropEmpty({ a: '' })).toEqual({});
    expect(dropEmpty([null, ''])).toEqual([]);
    expect(dropEmpty('')).toBe('');
    expect(dropEmpty(5)).toBe(5);
  });

  it('does not change its input', () => {
    const input = { a: '', b: { c: null } };
    dropEmpty(input);
    expect(input).toEqual({ a: '', b: { c: null } });
  });

  it('keeps dates and other class instances whole', () => {
    const at = new Date(0);
    expect(dropEmpty({ at })).toEqual({ at });
  });

  it('keeps a __proto__ key from parsed JSON as data, not as a prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": 1}, "a": ""}') as Record<string, unknown>;
    const result = dropEmpty(parsed);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
