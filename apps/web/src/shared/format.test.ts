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
  // Fixed instants either side of midnight in China: in UTC (or the machine's zone) they fall on another day.
  const afterChinaMidnight = '2025-03-01T17:30:00Z';
  const beforeChinaMidnight = '2025-12-09T15:05:00.000Z';

  it('writes the day and time in China, whatever the zone of the device', () => {
    expect(formatDateTime(afterChinaMidnight)).toBe('2025-03-02 01:30');
    expect(formatDateTime(beforeChinaMidnight)).toBe('2025-12-09 23:05');
  });

  it("writes the day alone, China's day", () => {
    expect(formatDate(afterChinaMidnight)).toBe('2025-03-02');
    expect(formatDate(beforeChinaMidnight)).toBe('2025-12-09');
  });

  it('leaves a text that is not a time as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
