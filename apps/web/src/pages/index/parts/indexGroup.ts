import { DEFAULT_INDEX_GROUP } from '@shop/contract';

/** The home's index groups: 1 numbers, 2 SIM cards and plans. */
export type IndexGroup = 1 | 2;

const asGroup = (value: number | undefined): IndexGroup | undefined => (value === 1 || value === 2 ? value : undefined);

/**
 * Which group the home opens on: the page's `group` (where the error catalogue sends a
 * visitor back to the shop), else the promoter's first group, else the default 2.
 */
export function pickIndexGroup(queryGroup: string | undefined, promoterGroup: number | undefined): IndexGroup {
  const fromQuery = queryGroup && /^\d+$/.test(queryGroup) ? Number(queryGroup) : undefined;
  return asGroup(fromQuery) ?? asGroup(promoterGroup) ?? DEFAULT_INDEX_GROUP;
}
