const HEX_COLOUR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/** The sRGB channels (0 to 255) of a 3- or 6-digit hex colour. */
const channelsOf = (hex: string): number[] => {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return digits.map((pair) => parseInt(pair, 16));
};

/** WCAG relative luminance. */
const luminance = (channels: number[]): number => {
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** Contrast with white, which the theme colour meets both as text on the page and behind white text. */
const contrastWithWhite = (channels: number[]): number => 1.05 / (luminance(channels) + 0.05);

const hex = (channels: number[]): string => `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * The promoter's theme colour, darkened just enough to read at 4.5:1 against white (WCAG AA), or
 * null when it is not a hex colour.
 */
export function readableTheme(colour: string): string | null {
  if (!HEX_COLOUR.test(colour)) return null;
  let channels = channelsOf(colour);
  while (contrastWithWhite(channels) < 4.5) channels = channels.map((value) => value * 0.95);
  return hex(channels);
}
