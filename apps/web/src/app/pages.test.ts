import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session';
import { loadPage, loadedPage } from './pages';
import DefaultIndexPage from '../pages/index/default';
import MinePage from '../pages/user/index2';

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

  it('has nothing for a page that is not built yet, so the shell shows its title only', async () => {
    expect(await loadPage('/pages/authorize/index')).toBeUndefined();
  });
});
