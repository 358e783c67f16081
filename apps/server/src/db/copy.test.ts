import { describe, expect, it } from 'vitest';
import { CopyRows } from './copy';

const textOf = (rows: CopyRows): string => new TextDecoder().decode(rows.data());

describe('rows in COPY text format', () => {
  it('separates fields by tabs and rows by newlines', () => {
    const rows = new CopyRows().int(1).text('13800138027').bool(true).end().int(2).text('held').bool(false).end();
    expect(textOf(rows)).toBe('1\t13800138027\tt\n2\theld\tf\n');
    expect(rows.count).toBe(2);
  });

  it('writes integers of any sign and size, and integer arrays as array literals', () => {
    const rows = new CopyRows().int(0).int(-45).int(9_007_199_254_740_991).ints([]).ints([3, 15, 27]).end();
    expect(textOf(rows)).toBe('0\t-45\t9007199254740991\t{}\t{3,15,27}\n');
  });

  it('refuses a value that is not a safe integer', () => {
    expect(() => new CopyRows().int(1.5)).toThrow('Not an integer: 1.5');
    expect(() => new CopyRows().ints([1, Number.NaN])).toThrow('Not an integer: NaN');
    expect(() => new CopyRows().int(2 ** 53)).toThrow();
  });

  it('escapes what COPY would read as syntax, and keeps other text as UTF-8', () => {
    const rows = new CopyRows().text('a\\b').text('tab\there').text('two\nlines\r').text('号码 ✓').end();
    expect(textOf(rows)).toBe('a\\\\b\ttab\\there\ttwo\\nlines\\r\t号码 ✓\n');
  });

  it('grows past its first megabyte without losing a byte', () => {
    const rows = new CopyRows();
    for (let i = 0; i < 100_000; i++) rows.int(i).text('13800138027').end();
    const lines = textOf(rows).split('\n');
    expect(lines).toHaveLength(100_001);
    expect(lines[0]).toBe('0\t13800138027');
    expect(lines[99_999]).toBe('99999\t13800138027');
    expect(rows.data().length).toBeGreaterThan(2 ** 20);
  });
});
