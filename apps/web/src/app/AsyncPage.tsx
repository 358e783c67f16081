import { useEffect, useState, type ComponentType } from 'react';
import { FrameworkText, PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '@shop/contract';
import { useT } from '../i18n';
import { loadPage, loadedPage } from './pages';

type LoadState = { kind: 'waiting' | 'loading' | 'failed' } | { kind: 'ready'; Page: ComponentType };

const initialState = (path: string): LoadState => {
  const page = loadedPage(path);
  return page ? { kind: 'ready', Page: page.default } : { kind: 'waiting' };
};

/**
 * Loads a page's code: nothing for the first 200 ms, then a spinner; after 60 s (or on a
 * failed load) the time-out text, and a tap reloads. Keyed by path, so one instance loads one page.
 */
export function AsyncPage({ path }: { path: string }) {
  const t = useT();
  const [state, setState] = useState<LoadState>(() => initialState(path));

  // Asked even when the page was loaded at first render: it may have arrived (a preload) between
  // that render and this effect, and only this answer moves the state on from 'waiting'.
  useEffect(() => {
    let settled = false;
    const spinner = setTimeout(() => setState((s) => (s.kind === 'waiting' ? { kind: 'loading' } : s)), PAGE_LOAD_DELAY_MS);
    const timeout = setTimeout(() => !settled && setState({ kind: 'failed' }), PAGE_LOAD_TIMEOUT_MS);
    loadPage(path).then(
      (page) => {
        settled = true;
        setState({ kind: 'ready', Page: page.default });
      },
      () => {
        settled = true;
        setState({ kind: 'failed' });
      },
    );
    return () => {
      clearTimeout(spinner);
      clearTimeout(timeout);
    };
  }, [path]);

  if (state.kind === 'ready') return <state.Page />;
  if (state.kind === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (state.kind === 'failed') {
    return (
      <button type="button" className="page-load-failed" onClick={() => window.location.reload()}>
        {t('page.loadTimeout') || FrameworkText.pageLoadTimeout}
      </button>
    );
  }
  return null;
}
