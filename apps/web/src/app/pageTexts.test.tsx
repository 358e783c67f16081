import { pageRoutes, SINGLE_PAGE_PATH } from '@shop/contract';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadMessages } from '../i18n';
import { renderWithQueries } from '../shared/query/testing';
import { openAt, stubIntersectionObserver } from '../shared/pageTesting';
import { useSessionStore } from '../stores/session';
import { loadPage } from './pages';

/** Every text a page asked for while it rendered. */
const asked = vi.hoisted(() => new Set<string>());

vi.mock('../i18n', async (importOriginal) => {
  const i18n = await importOriginal<typeof import('../i18n')>();
  const t: typeof i18n.t = (key, values) => {
    asked.add(key);
    return i18n.t(key, values);
  };
  const useT = () => {
    i18n.useT();
    return t;
  };
  return { ...i18n, t, useT };
});

const namespaceOf = (key: string) => key.slice(0, key.indexOf('.'));

// The server never answers: a page shows what it shows while its data loads.
const silentServer = () => new Promise<Response>(() => undefined);

beforeAll(async () => {
  stubIntersectionObserver();
  vi.stubGlobal('fetch', vi.fn(silentServer));
  await initI18n();
});

afterEach(() => {
  cleanup();
  asked.clear();
});

const shellNamespaces = async () => new Set(Object.keys(await loadMessages('en')));

/** The namespaces a page's texts came from that neither the shell nor the packs it names hold. */
async function unnamedNamespaces(path: string): Promise<string[]> {
  const shell = await shellNamespaces();
  const { default: Page, texts = [] } = await loadPage(path);
  const named = new Set(texts.flatMap((pack) => pack.namespaces));
  await openAt(`/#${path}`);
  renderWithQueries(<Page />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...new Set([...asked].map(namespaceOf))].filter((namespace) => !shell.has(namespace) && !named.has(namespace));
}

describe('the text packs of every page', () => {
  const paths = [...pageRoutes.map((route) => route.path), SINGLE_PAGE_PATH];

  it.each(paths)('%s names the packs of every text it shows when it opens', async (path) => {
    useSessionStore.setState({ pageCode: '' });
    expect(await unnamedNamespaces(path)).toEqual([]);
  });

  it("hears the texts a page asks for: the orders page's come from the order pack", async () => {
    const { default: Page } = await loadPage('/pages/order/index');
    renderWithQueries(<Page />);
    expect([...asked].map(namespaceOf)).toContain('order');
  });
});
