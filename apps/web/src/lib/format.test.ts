import { describe, expect, it } from 'vitest';
import { fenToYuan, formatDataMb, formatDate, formatDateTime, formatFen, maskIdCard, maskMobile } from './format';

describe('money', () => {
  it.each([
    [1234, '¥12.34'],
    [0, '¥0.00'],
    [5, '¥0.05'],
    [100, '¥1.00'],
    [-500, '-¥5.00'],
    [123456789, '¥1234567.89'],
  ])('formats %i fen as %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it('writes yuan without a symbol', () => {
    expect(fenToYuan(1999)).toBe('19.99');
    expect(fenToYuan(-1)).toBe('-0.01');
  });

  it('refuses amounts that are not whole fen', () => {
    expect(() => formatFen(12.5)).toThrow(RangeError);
    expect(() => formatFen(Number.NaN)).toThrow(RangeError);
  });
});

describe('data allowances', () => {
  it.each([
    [500, '500MB'],
    [1024, '1GB'],
    [1536, '1.5GB'],
    [30720, '30GB'],
    [102400, '100GB'],
  ])('writes %i MB as %s', (mb, text) => {
    expect(formatDataMb(mb)).toBe(text);
  });
});

describe('masks', () => {
  it('masks the middle of a mobile', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });

  it('leaves a value that is not a mobile alone', () => {
    expect(maskMobile('12345')).toBe('12345');
  });

  it('keeps the first and last four characters of an id card', () => {
    expect(maskIdCard('11010119900307123X')).toBe('1101**********123X');
  });

  it('masks a short id entirely', () => {
    expect(maskIdCard('1234567')).toBe('*******');
  });
});

describe('dates', () => {
  // Just after and just before local midnight: outside UTC, one of them is another day in UTC.
  const afterMidnight = new Date(2025, 2, 1, 0, 30).toISOString();
  const beforeMidnight = new Date(2025, 11, 9, 23, 5).toISOString();

  it("writes the day and time in the visitor's time zone", () => {
    expect(formatDateTime(afterMidnight)).toBe('2025-03-01 00:30');
    expect(formatDateTime(beforeMidnight)).toBe('2025-12-09 23:05');
  });

  it("writes the day alone, the visitor's day", () => {
    expect(formatDate(afterMidnight)).toBe('2025-03-01');
    expect(formatDate(beforeMidnight)).toBe('2025-12-09');
  });

  it('leaves a text that is not a time as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
