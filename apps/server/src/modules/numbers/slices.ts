import type { IndexPage, SearchSteps } from './search-index';

/** How long a search runs before it lets other requests be answered. */
const SLICE_MS = 2;

/**
 * Runs a search's steps, letting other requests be answered every SLICE_MS, so that a heavy
 * search delays the others by a slice, not by all of it; past `deadline` it stops with `late()`.
 */
export const runSliced = async (steps: SearchSteps, deadline: number, late: () => Error): Promise<IndexPage> => {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      if (Date.now() >= deadline) {
        steps.return({ ids: [], total: 0 });
        throw late();
      }
      sliceStart = performance.now();
    }
  }
};
