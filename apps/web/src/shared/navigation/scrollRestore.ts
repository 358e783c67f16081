/** How long a restore waits for a page that neither grows nor loads anything before giving up. */
const RESTORE_IDLE_MS = 2_000;
/** The longest a restore goes on, so a list that keeps loading never pulls the page down late. */
const RESTORE_MAX_MS = 30_000;

/** Loads under way that a restore waits for (a list fetching its pages again). */
let loads = 0;
/** The restore under way: where it scrolls and how to end it. */
let current: { y: number; win: Window; stop(): void } | undefined;

/**
 * Tells a restore under way that content is still loading, so it waits for it instead of
 * giving up after a quiet spell; call what it returns once the load is over.
 */
export function holdScrollRestore(): () => void {
  loads += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    loads -= 1;
  };
}

/**
 * True while a restore under way needs the page taller than it is: a paged list coming back
 * with fewer pages than the visitor had scrolled through loads its next page.
 */
export function restoreNeedsMore(): boolean {
  if (!current) return false;
  const { y, win } = current;
  return win.document.documentElement.scrollHeight - win.innerHeight < y;
}

/**
 * Scrolls back to `y` once the page is tall enough, trying on each frame: a page opened again
 * lays out its list only after its code and data arrive, and a list whose pages are gone loads
 * them again (see holdScrollRestore, restoreNeedsMore). A touch or wheel by the visitor, or
 * another page opening, ends the attempt, so it never fights their own scrolling.
 */
export function restoreScroll(y: number, win: Window = window): void {
  current?.stop();
  const started = win.performance.now();
  let lastChange = started;
  let lastHeight = -1;
  const page = win.location.hash;
  let stopped = false;
  const stop = () => {
    stopped = true;
    win.removeEventListener('touchstart', stop);
    win.removeEventListener('wheel', stop);
    if (current?.stop === stop) current = undefined;
  };
  win.addEventListener('touchstart', stop, { passive: true });
  win.addEventListener('wheel', stop, { passive: true });
  current = { y, win, stop };
  const attempt = () => {
    if (stopped) return;
    if (win.location.hash !== page) {
      stop();
      return;
    }
    win.scrollTo(0, y);
    const now = win.performance.now();
    const height = win.document.documentElement.scrollHeight;
    if (loads > 0 || height !== lastHeight) lastChange = now;
    lastHeight = height;
    if (Math.abs(win.scrollY - y) < 1 || now - lastChange > RESTORE_IDLE_MS || now - started > RESTORE_MAX_MS) {
      stop();
      return;
    }
    win.requestAnimationFrame(attempt);
  };
  attempt();
}
