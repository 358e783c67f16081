import { useSessionStore } from '../stores/session';

/** The session's promo code for a query: the server shows this promoter's goods and numbers. */
export const usePromoCode = (): string | undefined => useSessionStore((state) => state.promoCode) || undefined;
