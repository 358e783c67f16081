import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showChineseTexts, stubIntersectionObserver } from '../pageTesting';
import { restoreNeedsMore, restoreScroll } from '../navigation/scrollRestore';
import type { Paged, PagedStatus } from '../query';
import { PagedList } from './PagedList';

const VIEWPORT = 812;
let pageHeight = VIEWPORT;

const aList = (status: PagedStatus, loadMore = vi.fn()): Paged<string> => ({
  items: ['a', 'b'],
  status,
  error: '',
  hasMore: true,
  loadMore,
  refresh: async () => undefined,
  retry: () => undefined,
});

const show = (paged: Paged<string>) => <PagedList paged={paged} itemKey={(item) => item} renderItem={(item) => <p>{item}</p>} empty={null} />;

beforeAll(showChineseTexts);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
  stubIntersectionObserver();
  pageHeight = VIEWPORT;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0, writable: true });
  vi.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, y?: unknown) => {
    window.scrollY = Math.max(0, Math.min(Number(y), pageHeight - VIEWPORT));
  });
});

afterEach(() => {
  window.dispatchEvent(new Event('touchstart'));
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a paged list coming back on "back"', () => {
  it('loads its next page while the place the visitor left is out of reach', () => {
    const loadMore = vi.fn();
    restoreScroll(1_200);
    render(show(aList('ready', loadMore)));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('loads no page of its own accord when nothing is being restored', () => {
    const loadMore = vi.fn();
    render(show(aList('ready', loadMore)));
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('keeps the restore waiting while its pages load, however slowly, then lets it reach the place', () => {
    restoreScroll(1_200);
    const { rerender } = render(show(aList('loadingMore')));
    vi.advanceTimersByTime(6_000);
    expect(restoreNeedsMore()).toBe(true);
    pageHeight = 2_400;
    rerender(show({ ...aList('ready'), hasMore: false }));
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(1_200);
  });
});
