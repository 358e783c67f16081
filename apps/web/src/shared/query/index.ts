export { endpointPages, endpointQuery } from './endpointQuery';
export { endpointKey } from './keys';
export { usePagedQuery, type Page, type Paged, type PagedStatus } from './usePagedQuery';
export { PERSISTED } from './persist';
export { createQueryClient, queryClient, STALE_MS } from './queryClient';
