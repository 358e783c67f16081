/**
 * What a month's use is drawn against in the history: a sixth of the card's plan (nothing for
 * unlimited data). Past months and the month under way use this one basis, so their bars compare.
 */
export const monthlyShareMb = (totalFlow: number, isInfiniteFlow: boolean): number => (isInfiniteFlow ? 0 : Math.round(totalFlow / 6));
