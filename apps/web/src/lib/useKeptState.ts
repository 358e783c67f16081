import { useEffect, useState } from 'react';
import { keep, recall } from './recall';

/** Like useState, but the value outlives the page for a while (see recall.ts), under `key`. */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => recall<T>(key) ?? initial);
  useEffect(() => keep(key, value), [key, value]);
  return [value, setValue];
}
