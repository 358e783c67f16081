import { QueryClient } from '@tanstack/react-query';
import { isRequestError } from '../request';

/** How long an answer counts as fresh: a page opened again within it shows it without asking. */
export const STALE_MS = 30_000;
/** Persisted answers older than this are dropped at start. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * Network failures are tried again once; a refusal of the server (an envelope code, an HTTP
 * status) would only be refused again, and the request helper has already told the visitor.
 */
const retry = (failures: number, error: unknown): boolean =>
  failures < 1 && isRequestError(error) && error.kind === 'network';

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, gcTime: PERSIST_MAX_AGE_MS, retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/** The app's one query client. */
export const queryClient = createQueryClient();
