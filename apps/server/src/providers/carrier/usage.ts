const DAY_MS = 86_400_000;

/** Whole MB used by `at` since the epoch at a constant daily rate: a step function of time. */
const usedByEpoch = (at: Date, dailyMb: number): number => Math.floor((at.getTime() / DAY_MS) * dailyMb);

/**
 * MB a line in service uses between two instants at `dailyMb` a day. Counted as the
 * difference of whole MB since the epoch, so reads split at any points add up exactly to
 * one read over the whole span (no fraction is lost or counted twice).
 */
export const accruedMb = (from: Date, to: Date, dailyMb: number): number =>
  to <= from || dailyMb <= 0 ? 0 : usedByEpoch(to, dailyMb) - usedByEpoch(from, dailyMb);

/** Use after accrual, held at the plan's total unless the plan is unlimited; never lowered. */
export const usageAfter = (used: number, accrued: number, totalFlow: number, infinite: boolean): number =>
  infinite ? used + accrued : Math.max(used, Math.min(totalFlow, used + accrued));
