import { parsePageUrl } from '@shop/contract';
import type { HistoryPort } from './navigator';
import { restoreScroll } from './scrollRestore';

export interface PageLocation {
  href: string;
  path: string;
  query: Record<string, string>;
}

interface StackState {
  depth: number;
  /** Where the page was scrolled when the visitor left it, to return there on "back". */
  scrollY?: number;
}

const hrefOf = (hash: string) => (hash.startsWith('#') ? hash.slice(1) : hash) || '/';

const readDepth = (state: unknown): number | undefined => {
  const depth = (state as Partial<StackState> | null)?.depth;
  return typeof depth === 'number' && depth >= 1 ? depth : undefined;
};

const readScrollY = (state: unknown): number => {
  const y = (state as Partial<StackState> | null)?.scrollY;
  return typeof y === 'number' && y > 0 ? y : 0;
};

/**
 * Hash-mode history (spec 2: routing is hash mode under /shop/). Each entry records its depth
 * in the page stack so that "back" on the first page can go to the root instead of leaving.
 */
export function createHashHistory(win: Window = window) {
  const listeners = new Set<() => void>();
  let preload: (path: string) => Promise<unknown> = () => Promise.resolve();
  let location = read();
  let depth = readDepth(win.history.state) ?? 1;
  // Set while a relaunch goes back through the stack: the entries it passes are not shown.
  let passingThrough = false;
  win.history.replaceState({ depth } satisfies StackState, '');
  // The browser would restore before the page has loaded its content; this history does it after.
  win.history.scrollRestoration = 'manual';

  function read(): PageLocation {
    const href = hrefOf(win.location.hash);
    return { href, ...parsePageUrl(href) };
  }

  function changed() {
    const next = read();
    if (next.href === location.href) return;
    location = next;
    listeners.forEach((listener) => listener());
  }

  function onPopState(event: PopStateEvent) {
    const recorded = readDepth(event.state);
    // An entry typed into the address bar has no state: it sits on top of the one before.
    depth = recorded ?? depth + 1;
    if (recorded === undefined) win.history.replaceState({ depth } satisfies StackState, '');
    if (passingThrough) return;
    changed();
    restoreScroll(readScrollY(event.state), win);
  }
  win.addEventListener('popstate', onPopState);

  async function load(href: string) {
    // A page whose code fails to load still opens and offers a reload there.
    await preload(parsePageUrl(href).path).catch(() => undefined);
  }

  /** Records the scroll position with the entry being left, for the way back. */
  function rememberScroll() {
    win.history.replaceState({ depth, scrollY: win.scrollY } satisfies StackState, '');
  }

  function openAtTop() {
    changed();
    win.scrollTo(0, 0);
  }

  function goBack(delta: number): Promise<void> {
    return new Promise<void>((resolve) => {
      win.addEventListener('popstate', () => resolve(), { once: true });
      win.history.go(-delta);
    });
  }

  const port: HistoryPort = {
    depth: () => depth,
    async push(href) {
      await load(href);
      rememberScroll();
      depth += 1;
      win.history.pushState({ depth } satisfies StackState, '', `#${href}`);
      openAtTop();
    },
    async replace(href) {
      await load(href);
      win.history.replaceState({ depth } satisfies StackState, '', `#${href}`);
      openAtTop();
    },
    back: goBack,
    async relaunch(href) {
      await load(href);
      if (depth > 1) {
        passingThrough = true;
        await goBack(depth - 1).finally(() => (passingThrough = false));
      }
      win.history.replaceState({ depth } satisfies StackState, '', `#${href}`);
      openAtTop();
    },
  };

  return {
    port,
    location: () => location,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPreloader(fn: (path: string) => Promise<unknown>) {
      preload = fn;
    },
  };
}

export type HashHistory = ReturnType<typeof createHashHistory>;
