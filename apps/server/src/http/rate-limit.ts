import rateLimit from '@fastify/rate-limit';
import { defineMessages, inLocales, withValues } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { RateLimited } from '../errors';
import type { CardUser } from '../identity';

/** Requests allowed in each fixed window (see the README's rate budgets). */
export interface RateBudgets {
  /** Per client address (an IPv6 client by its /64), on every /api/ call. */
  address: { max: number; windowMs: number };
  /** Per card, on every call made with its card session. */
  card: { max: number; windowMs: number };
}

/**
 * Sized for a carrier NAT putting many phones behind one address, and for one buyer at full
 * speed: the number list's infinite scroll and 换一批 are a call a second at most, a page opens
 * with under 10 calls, the payment-result and device pages poll every 2 to 3 s.
 */
export const RATE_BUDGETS: Readonly<RateBudgets> = {
  address: { max: 1_200, windowMs: 60_000 },
  card: { max: 300, windowMs: 60_000 },
};

/** What the general limit counts with: one process's view of counts every process shares (modules/rateLimits). */
export interface RateCounter {
  hit(key: string, windowMs: number): { current: number; ttlMs: number };
}

export const RateMessage = defineMessages('rateLimit', {
  tooMany: withValues(
    (seconds: number) => ({ seconds }),
    inLocales(
      '请求过于频繁，请 {seconds} 秒后再试',
      '請求過於頻繁，請 {seconds} 秒後再試',
      'Too many requests: please try again in {seconds} seconds',
      'Trop de requêtes : réessayez dans {seconds} secondes',
      'Demasiadas solicitudes: vuelve a intentarlo dentro de {seconds} segundos',
    ),
  ),
});

const refusal = (ttlMs: number): RateLimited => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new RateLimited(RateMessage.tooMany(seconds), seconds);
};

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the shared counts. */
const storeOver = (counter: RateCounter) =>
  class SharedStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const { current, ttlMs } = counter.hit(key, timeWindow);
      callback(null, { current, ttl: ttlMs });
    }

    child(): SharedStore {
      return this;
    }
  };

export interface RateLimits {
  /** Counts a call made with a card session against the card's budget; throws RateLimited past it. */
  countCard(card: CardUser): void;
}

/**
 * The general rate limit: every /api/ call is counted against its address's budget before it
 * is read, and `countCard` counts the card's. The per-feature limits (SMS codes, guesses,
 * look-ups) stand apart and stay on when this one is off.
 */
export const installRateLimits = async (app: FastifyInstance, counter: RateCounter, budgets: RateBudgets = RATE_BUDGETS): Promise<RateLimits> => {
  await app.register(rateLimit, { global: false, store: storeOver(counter) });
  const byAddress = app.createRateLimit({ max: budgets.address.max, timeWindow: budgets.address.windowMs });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const outcome = await byAddress(request);
    if (!outcome.isAllowed && outcome.isExceeded) throw refusal(outcome.ttl);
  });
  return {
    countCard: (card) => {
      const { current, ttlMs } = counter.hit(`card:${card.simId}`, budgets.card.windowMs);
      if (current > budgets.card.max) throw refusal(ttlMs);
    },
  };
};
