import { describe, expect, it } from 'vitest';
import { readableTheme } from './themeColour';

const contrastWithWhite = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
};

describe("a featured page's theme colour", () => {
  it('keeps a colour that already reads well on white', () => {
    expect(readableTheme('#1a63b8')).toBe('#1a63b8');
  });

  it('darkens a light one until text reaches 4.5:1 against white, keeping its hue', () => {
    for (const light of ['#f0a020', '#e4572e', '#fc0']) {
      const readable = readableTheme(light) ?? '';
      expect(contrastWithWhite(readable)).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(readable)).toBeLessThan(5);
    }
    expect(readableTheme('#f0a020')).toMatch(/^#[\da-f]{6}$/);
  });

  it('refuses what is not a hex colour', () => {
    expect(readableTheme('red; background: url(x)')).toBeNull();
  });
});
