import { z } from 'zod';
import type { PaymentProvider } from '../types';
import type { SandboxGateway } from './gateway';
import { sandboxAcks } from '../../notify/acks';
import { verifiedSandboxBody } from '../../notify/signature';

const notificationSchema = z.object({
  id: z.string().min(1),
  paymentSn: z.string().min(1),
  tradeNo: z.string().min(1),
  amountFen: z.number().int().positive(),
  outcome: z.enum(['succeeded', 'failed']),
});

/** The shop's side of the sandbox gateway; it acknowledges as WeChat Pay v3 expects. */
export const sandboxProvider = (gateway: SandboxGateway, secret: string): PaymentProvider => ({
  name: 'sandbox',
  createPayment: (input) => gateway.book(input),
  verifyNotification: (rawBody, headers) => {
    const { id, paymentSn, tradeNo, amountFen, outcome } = verifiedSandboxBody(secret, rawBody, headers, notificationSchema, 'a sandbox notification');
    return { notifyId: id, paymentSn, tradeNo, amountFen, outcome };
  },
  ...sandboxAcks,
  refund: (input, tx) => gateway.refund(input, tx),
});
