import { useRef, useState } from 'react';
import { t } from '../../../i18n';
import { placeOrder, type OrderRequest } from '../placeOrder';
import { randomId } from '../../../lib/randomId';
import { isRequestError, untoldMessage } from '../../../shared/request';

export type OrderDraft = Omit<OrderRequest, 'idempotencyKey'>;

interface Attempt {
  key: string;
  draft: string;
  /** No answer came back: the order may exist, so the same form must be sent with the same key. */
  unsure: boolean;
}

interface Outcome {
  message: string;
  unsure: boolean;
}

function outcomeOf(failure: unknown): Outcome {
  if (!isRequestError(failure)) return { message: t('orderForm.retryHint'), unsure: true };
  // A taken number or sold-out stock has had its catalogue dialog; only a plain refusal is said here.
  if (failure.kind === 'business') return { message: untoldMessage(failure), unsure: false };
  if (failure.kind === 'http' && (failure.status ?? 500) < 500) return { message: failure.message, unsure: false };
  return { message: t('orderForm.retryHint'), unsure: true };
}

export interface OrderSubmit {
  sending: boolean;
  /** A refusal to show beside the form (a wrong code, a field the server would not take). */
  error: string;
  submit(draft: OrderDraft): Promise<void>;
}

/**
 * Sends the order once per filled form: a tap after a lost answer repeats the same
 * idempotency key, so the server replays its first answer instead of ordering twice.
 */
export function useOrderSubmit(): OrderSubmit {
  const attempt = useRef<Attempt | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  const submit = async (draft: OrderDraft) => {
    const body = JSON.stringify(draft);
    const last = attempt.current;
    // randomId rather than crypto.randomUUID: the shop may be served over plain HTTP, where only the former exists.
    const key = last?.unsure && last.draft === body ? last.key : randomId();
    attempt.current = { key, draft: body, unsure: true };
    setSending(true);
    setError('');
    try {
      await placeOrder({ ...draft, idempotencyKey: key });
    } catch (failure) {
      const outcome = outcomeOf(failure);
      attempt.current = { key, draft: body, unsure: outcome.unsure };
      setError(outcome.message);
    } finally {
      setSending(false);
    }
  };

  return { sending, error, submit };
}
