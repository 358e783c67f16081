// Masks for what a buyer typed: shown this way after entry, and the only form the server
// returns. Plain string work so the browser can use them without zod.

/** 13812345678 -> 138****5678 */
export const maskMobile = (mobile: string): string =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '*'.repeat(mobile.length);

/** 110101199003071234 -> 110***********1234 */
export const maskIdCard = (idCard: string): string =>
  idCard.length === 18 ? `${idCard.slice(0, 3)}${'*'.repeat(11)}${idCard.slice(14)}` : '*'.repeat(idCard.length);

/** 张三 -> 张*, 欧阳娜娜 -> 欧**娜, Li Lei -> L****i */
export const maskName = (name: string): string => {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
};
