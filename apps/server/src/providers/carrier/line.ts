import type { SandboxCarrierLine } from '../../db/schema/sandbox-carrier';
import type { SimReading } from './sim-platform';

/** A sandbox line as the platform reports it at `now`. */
export const readingOf = (line: SandboxCarrierLine, now: Date): SimReading => ({
  simNo: line.simNo,
  state: { simStatus: line.simStatus },
  usage: { useFlow: line.useFlow, until: line.lastUsageAt },
  realName: { authStatus: line.authStatus, authPlatformStatus: line.authPlatformStatus },
  network: {
    internetStatus: line.internetStatus,
    onlineStatus: line.onlineStatus,
    operatorType: line.operatorType,
    apn: line.apn,
    viceSims: line.viceSims,
  },
  plan: { totalFlow: line.totalFlow, isInfiniteFlow: line.isInfiniteFlow, endAt: line.endAt },
  break: line.breakRuleId === null ? null : { ruleId: line.breakRuleId, tips: line.breakTips, removable: line.allowRemoveBreak },
  volume: line.volume && {
    packageId: line.volume.packageId,
    useFlow: line.volume.useFlow,
    totalMoney: line.volume.totalMoney,
    gPrice: line.volume.gPrice,
    closed: line.volume.closedAt !== null,
  },
  speed: line.speedCode !== null && line.speedUntil !== null && line.speedUntil > now ? { speedCode: line.speedCode, until: line.speedUntil } : null,
});
