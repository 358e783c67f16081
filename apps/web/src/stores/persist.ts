import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { jsonStorage, type StorageArea } from '../lib/storage';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A slot defaulting to null accepts any stored value; others only a value of the same kind. */
function sameKind(current: unknown, stored: unknown): boolean {
  if (stored === undefined || typeof stored === 'function') return false;
  if (current === null || current === undefined) return true;
  if (stored === null) return false;
  return typeof current === typeof stored && Array.isArray(current) === Array.isArray(stored);
}

/**
 * Takes from storage only the fields whose kind matches the defaults, so a value written
 * by an older build or edited by hand cannot put, say, a string where a list belongs.
 */
export function mergeStored<S extends object>(stored: unknown, current: S): S {
  if (!isRecord(stored)) return current;
  const entries = Object.entries(current).map(([key, value]: [string, unknown]) => {
    const keep = typeof value === 'function' || !sameKind(value, stored[key]);
    return [key, keep ? value : stored[key]];
  });
  return Object.fromEntries(entries) as S;
}

function storageFor<S>(area: StorageArea): PersistStorage<S> {
  const storage = jsonStorage(area);
  return {
    getItem: (name) => {
      const value = storage.read<StorageValue<S>>(name);
      return isRecord(value) ? value : null;
    },
    setItem: (name, value) => storage.write(name, value),
    removeItem: (name) => storage.remove(name),
  };
}

/** Persist options shared by every store: tolerant storage and a kind-checked merge. */
export function persistOptions<S extends object>(name: string, area: StorageArea = 'local'): PersistOptions<S> {
  return { name, storage: storageFor<S>(area), merge: mergeStored };
}
