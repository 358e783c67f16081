/**
 * JSON helpers over localStorage and sessionStorage. Storage may be missing, full or
 * forbidden (private browsing), and a stored value may be corrupt: reads then give
 * `undefined` and writes report `false`, so the shop keeps working without persistence.
 */
export type StorageArea = 'local' | 'session';

export interface JsonStorage {
  read<T>(key: string): T | undefined;
  write(key: string, value: unknown): boolean;
  readText(key: string): string | undefined;
  writeText(key: string, value: string): boolean;
  remove(key: string): void;
}

function browserStorage(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Keys are stored as `namespace + key`; an empty namespace leaves keys as they are. */
export function jsonStorage(area: StorageArea, namespace = ''): JsonStorage {
  const storage = () => browserStorage(area);
  const readText = (key: string) =>
    attempt(() => storage()?.getItem(namespace + key) ?? undefined, undefined);
  const writeText = (key: string, value: string) =>
    attempt(() => {
      const target = storage();
      target?.setItem(namespace + key, value);
      return target !== undefined;
    }, false);
  return {
    readText,
    writeText,
    read<T>(key: string) {
      const text = readText(key);
      return text === undefined ? undefined : attempt(() => JSON.parse(text) as T, undefined);
    },
    write: (key, value) => attempt(() => writeText(key, JSON.stringify(value)), false),
    remove: (key) => attempt(() => storage()?.removeItem(namespace + key), undefined),
  };
}

export const localJson = jsonStorage('local');
