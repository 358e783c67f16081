import type { ComponentType } from 'react';
import { DEFAULT_INDEX_PATH, HOME_PATH, ROOT_PATH, SINGLE_PAGE_PATH } from '@shop/contract';
import { loadPacks, type TextPack } from '../i18n';
import { useSessionStore } from '../stores/session';

export interface PageModule {
  default: ComponentType;
  /** The text packs of the features the page shows: the page renders once they are in. */
  texts?: readonly TextPack[];
}

// One lazily loaded chunk per page, its file mirroring the route path (`/pages/user/index2` is
// src/pages/user/index2.tsx); components that serve a single page live in its parts/. The
// sub-package's pages (subPages.ts) and the SIM self-service pages (cardPages.ts) are mapped in
// chunks of their own, read when one of their pages is opened: the home route loads neither.
const mainModules = import.meta.glob<PageModule>([
  '../pages/**/*.tsx',
  '!../pages/**/parts/**',
  '!../pages/**/*.test.tsx',
  '!../pages/iot/**',
]);

const SUB_PACKAGE_FILES = '../pages-sub/';
const CARD_PAGE_FILES = '../pages/iot/';

type PageLoaders = Record<string, () => Promise<PageModule>>;

const modulesFor = async (file: string): Promise<PageLoaders> => {
  if (file.startsWith(SUB_PACKAGE_FILES)) return (await import('./subPages')).subPageModules;
  if (file.startsWith(CARD_PAGE_FILES)) return (await import('./cardPages')).cardPageModules;
  return mainModules;
};

const loaded = new Map<string, PageModule>();

/** Spec 2 home choice: the featured single page when a page code is set, else the default index. */
const homeChoice = () => (useSessionStore.getState().pageCode ? SINGLE_PAGE_PATH : DEFAULT_INDEX_PATH);

const pagePathOf = (path: string) => (path === ROOT_PATH || path === HOME_PATH ? homeChoice() : path);

const fileOf = (path: string) => `..${pagePathOf(path)}.tsx`;

/** A page of the route table not built yet says so, in a chunk of its own. */
const placeholder = (): Promise<PageModule> => import('./PlaceholderPage');

export const loadedPage = (path: string): PageModule | undefined => loaded.get(fileOf(path));

export async function loadPage(path: string): Promise<PageModule> {
  const file = fileOf(path);
  const load = (await modulesFor(file))[file] ?? placeholder;
  const page = await load();
  // A page renders with its texts: the packs it names load before it shows.
  await loadPacks(page.texts ?? []);
  loaded.set(file, page);
  return page;
}
