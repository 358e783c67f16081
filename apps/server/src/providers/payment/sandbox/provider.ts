import { z } from 'zod';
import { NotificationRefused, type PaymentProvider } from '../types';
import type { SandboxGateway } from './gateway';
import { verifySandboxSignature } from './signature';

const notificationSchema = z.object({
  id: z.string().min(1),
  paymentSn: z.string().min(1),
  tradeNo: z.string().min(1),
  amountFen: z.number().int().positive(),
  outcome: z.enum(['succeeded', 'failed']),
});

const json = (status: number, body: unknown) => ({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });

/** The shop's side of the sandbox gateway; it acknowledges as WeChat Pay v3 expects. */
export const sandboxProvider = (gateway: SandboxGateway, secret: string): PaymentProvider => ({
  name: 'sandbox',
  createPayment: (input) => gateway.book(input),
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
    if (!result.success) throw new NotificationRefused('body is not a sandbox notification');
    const { id, paymentSn, tradeNo, amountFen, outcome } = result.data;
    return { notifyId: id, paymentSn, tradeNo, amountFen, outcome };
  },
  ackSuccess: () => ({ status: 204, contentType: 'text/plain', body: '' }),
  ackFailure: (message) => json(400, { code: 'FAIL', message }),
  refund: (input, tx) => gateway.refund(input, tx),
});
