import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session';
import { loadPage, loadedPage } from './pages';
import DefaultIndexPage from '../pages/index/default';
import MinePage from '../pages/user/index2';
import TaskCentrePage from '../pages-sub/iot/task/index';
import PlaceholderPage from './PlaceholderPage';

beforeEach(() => {
  useSessionStore.setState({ pageCode: '' });
});

describe('page modules', () => {
  it('loads the file that mirrors the route path', async () => {
    expect((await loadPage('/pages/user/index2'))?.default).toBe(MinePage);
    expect(loadedPage('/pages/user/index2')?.default).toBe(MinePage);
  });

  it('shows the default index at the root and at the home tab when no page code is set', async () => {
    expect((await loadPage('/'))?.default).toBe(DefaultIndexPage);
    expect((await loadPage('/pages/index/index'))?.default).toBe(DefaultIndexPage);
  });

  it('loads a page of the sub-package through its own map', async () => {
    expect((await loadPage('/pages-sub/iot/task/index')).default).toBe(TaskCentrePage);
    expect(loadedPage('/pages-sub/iot/task/index')?.default).toBe(TaskCentrePage);
  });

  it('says a page that is not built yet is not open, with the placeholder in a chunk of its own', async () => {
    expect((await loadPage('/pages/authorize/index')).default).toBe(PlaceholderPage);
  });
});
