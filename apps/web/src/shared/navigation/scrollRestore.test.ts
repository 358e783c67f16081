import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdScrollRestore, restoreNeedsMore, restoreScroll } from './scrollRestore';

const VIEWPORT = 812;
let pageHeight = VIEWPORT;

/** The page grows as its list renders; the browser clamps a scroll to what the page allows. */
const growPageTo = (height: number) => {
  pageHeight = height;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
  window.history.replaceState(null, '', '#/pages/index/VanityNumber/index');
  growPageTo(VIEWPORT);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0, writable: true });
  vi.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, y?: unknown) => {
    window.scrollY = Math.max(0, Math.min(Number(y), pageHeight - VIEWPORT));
  });
});

afterEach(() => {
  window.dispatchEvent(new Event('touchstart'));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('restoring the scroll position on "back"', () => {
  it('scrolls to the place left once the list has rendered tall enough', () => {
    restoreScroll(1_200);
    expect(window.scrollY).toBe(0);
    vi.advanceTimersByTime(100);
    growPageTo(1_194);
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(382);
    growPageTo(2_400);
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(1_200);
  });

  it('waits for a list loading its pages again however long they take, then reaches the place', () => {
    growPageTo(1_194);
    restoreScroll(1_200);
    const release = holdScrollRestore();
    vi.advanceTimersByTime(6_000);
    expect(window.scrollY).toBe(382);
    growPageTo(2_400);
    release();
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(1_200);
  });

  it('gives up when nothing loads and the page stops growing, so a later growth does not move the page', () => {
    growPageTo(1_194);
    restoreScroll(1_200);
    vi.advanceTimersByTime(2_500);
    growPageTo(2_400);
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(382);
  });

  it('stops as soon as the visitor touches the page, never fighting their scrolling', () => {
    restoreScroll(1_200);
    window.dispatchEvent(new Event('touchstart'));
    growPageTo(2_400);
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(0);
  });

  it('stops when another page opens meanwhile', () => {
    restoreScroll(1_200);
    window.history.replaceState(null, '', '#/pages/goods/pretty/index?number=13800138000');
    growPageTo(2_400);
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(0);
  });

  it('tells a list to load more pages only while a restore needs the page taller', () => {
    expect(restoreNeedsMore()).toBe(false);
    growPageTo(1_194);
    restoreScroll(1_200);
    expect(restoreNeedsMore()).toBe(true);
    growPageTo(2_400);
    expect(restoreNeedsMore()).toBe(false);
    vi.advanceTimersByTime(100);
    growPageTo(1_194);
    expect(restoreNeedsMore()).toBe(false);
  });

  it('lets the latest "back" win over one still under way', () => {
    restoreScroll(1_200);
    restoreScroll(300);
    growPageTo(2_400);
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(300);
  });
});
