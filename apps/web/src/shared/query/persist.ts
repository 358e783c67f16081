import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { APP_VERSION } from '@shop/contract';
import { jsonStorage } from '../../lib/storage';
import { PERSIST_MAX_AGE_MS } from './queryClient';

/** Marks a query whose answer is kept across visits, so its page shows it at once. */
export const PERSISTED = { persist: true } as const;

const storage = jsonStorage('local');

/** Missing, full or forbidden storage (private browsing) only means nothing is kept. */
const persister = createSyncStoragePersister({
  key: 'queries',
  storage: { getItem: (key) => storage.readText(key) ?? null, setItem: storage.writeText, removeItem: storage.remove },
  throttleTime: 1000,
});

const isPersisted = (query: Query): boolean => query.meta?.persist === true && query.state.status === 'success';

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  // A new build may answer in another shape: what an older one kept is dropped.
  buster: APP_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: isPersisted },
};

