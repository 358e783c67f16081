import { endpointQuery } from '../../shared/query';

/** The visitor's location is waited for this long at most; the search goes on without it. */
export const LOCATE_TIMEOUT_MS = 3_000;

/**
 * Where the visitor is, from their IP address: asked once a visit, by the region default and the
 * region picker alike. A failed look-up only means no location, so it is not toasted.
 */
export const ipLocationQuery = () => ({
  ...endpointQuery('ipLocation', undefined, { timeout: LOCATE_TIMEOUT_MS, hideError: true }),
  staleTime: Infinity,
  retry: false,
});
