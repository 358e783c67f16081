import { REALNAME_REASONS } from '@shop/contract';
import { z } from 'zod';
import { sandboxAcks } from '../../notify/acks';
import { verifiedSandboxBody } from '../../notify/signature';
import type { RealnameProvider } from '../types';
import type { SandboxOperator } from './operator';
import { threeFactorVerdict } from './rules';

const notificationSchema = z.object({
  id: z.string().min(1),
  requestSn: z.string().min(1),
  outcome: z.enum(['verified', 'failed']),
  reason: z.enum(REALNAME_REASONS).nullable(),
  holderName: z.string(),
  idCardMasked: z.string(),
});

/** The shop's side of the sandbox operator; it acknowledges as the payment sandbox does. */
export const sandboxRealnameProvider = (operator: SandboxOperator, secret: string): RealnameProvider => ({
  open: (input) => operator.open(input),
  progress: (requestSn) => operator.progress(requestSn),
  verifyNotification: (rawBody, headers) => {
    const { id, ...verdict } = verifiedSandboxBody(secret, rawBody, headers, notificationSchema, 'a sandbox real-name notification');
    return { notifyId: id, ...verdict };
  },
  ...sandboxAcks,
  // The register answers at once, as three-factor APIs do.
  checkThreeFactor: (input) => {
    const reason = threeFactorVerdict(input, operator.rules());
    return Promise.resolve(reason === null ? { passed: true } : { passed: false, reason });
  },
});
