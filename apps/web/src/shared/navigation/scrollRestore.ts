/** How long a restore keeps trying while the page it returns to is still loading its content. */
const RESTORE_TRIES_MS = 2_000;

/**
 * Scrolls back to `y` once the page is tall enough, trying on each frame for a short while:
 * a page opened again lays out its list only after its code and data arrive. A touch or
 * wheel by the visitor ends the attempt, so it never fights their own scrolling.
 */
export function restoreScroll(y: number, win: Window = window): void {
  const started = win.performance.now();
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  win.addEventListener('touchstart', stop, { once: true, passive: true });
  win.addEventListener('wheel', stop, { once: true, passive: true });
  const attempt = () => {
    if (stopped) return;
    win.scrollTo(0, y);
    if (Math.abs(win.scrollY - y) < 1 || win.performance.now() - started > RESTORE_TRIES_MS) {
      win.removeEventListener('touchstart', stop);
      win.removeEventListener('wheel', stop);
      return;
    }
    win.requestAnimationFrame(attempt);
  };
  attempt();
}
