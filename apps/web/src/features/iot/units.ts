import { AgeUnit, isLifetimeAge, type AgeUnitName } from '@shop/contract';

const MB_PER_GB = 1024;

export interface FlowAmount {
  value: string;
  unit: 'MB' | 'GB';
}

/** Data as the SIM home shows it: under 1 GB in whole MB, from 1 GB in GB with 2 decimals. */
export function flowAmount(mb: number): FlowAmount {
  if (Math.abs(mb) < MB_PER_GB) return { value: String(Math.round(mb)), unit: 'MB' };
  return { value: (mb / MB_PER_GB).toFixed(2), unit: 'GB' };
}

/** Share of the plan used, 0–1; an empty plan counts as fully used so the meter never lies. */
export function usedShare(useFlow: number, totalFlow: number): number {
  if (totalFlow <= 0) return 1;
  return Math.min(1, Math.max(0, useFlow / totalFlow));
}

export type TimeLeft = { lifetime: true } | { lifetime: false; count: number; unit: AgeUnitName };

const isAgeUnit = (unit: number): unit is keyof typeof AgeUnit => unit in AgeUnit;

/**
 * The plan's time left (spec 9 age units). Lifetime is a length of 20 or more years, or a unit
 * code of 20 or more, as carriers send both; 20 days or months stay a plain count.
 */
export function timeLeft(surplusTime: number, surplusUnit: number): TimeLeft {
  if (!isAgeUnit(surplusUnit)) return isLifetimeAge(surplusUnit) ? { lifetime: true } : { lifetime: false, count: surplusTime, unit: 'days' };
  const unit = AgeUnit[surplusUnit];
  if (unit === 'years' && isLifetimeAge(surplusTime)) return { lifetime: true };
  return { lifetime: false, count: Math.max(0, surplusTime), unit };
}
