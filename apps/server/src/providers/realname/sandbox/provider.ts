import { REALNAME_REASONS } from '@shop/contract';
import { z } from 'zod';
import { NotificationRefused } from '../../payment/types';
import { verifySandboxSignature } from '../../payment/sandbox/signature';
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
    const body = rawBody.toString('utf8');
    verifySandboxSignature(secret, body, headers);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new NotificationRefused('body is not JSON');
    }
    const result = notificationSchema.safeParse(parsed);
    if (!result.success) throw new NotificationRefused('body is not a sandbox real-name notification');
    const { id, ...verdict } = result.data;
    return { notifyId: id, ...verdict };
  },
  ackSuccess: () => ({ status: 204, contentType: 'text/plain', body: '' }),
  ackFailure: (message) => ({ status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message }) }),
  // The register answers at once, as three-factor APIs do.
  checkThreeFactor: (input) => {
    const reason = threeFactorVerdict(input, operator.rules());
    return Promise.resolve(reason === null ? { passed: true } : { passed: false, reason });
  },
});
