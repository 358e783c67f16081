import { findPage, isTabPage, pageUrl, type PageFolder } from '@shop/contract';
import { baseConfigQuery } from '../features/promoter';
import { findPacksWith, initI18n } from '../i18n';
import { followViewportWidth } from '../shared/layout';
import { history, loginPageFor, navigateBack, navigateTo, reLaunch } from '../shared/navigation';
import { shopLink } from '../shared/navigation/shopLink';
import { showDialog, showToast } from '../shared/popups';
import { queryClient } from '../shared/query';
import { configureRequest } from '../shared/request';
import { applyEntryQuery } from './entry';
import { loadPage } from './pages';

const report = (error: unknown) => void showToast(error instanceof Error ? error.message : String(error));

function wireRequests(): void {
  configureRequest({
    ui: {
      toast: (message) => void showToast(message),
      dialog: ({ content, actions, dismissible }) => void showDialog(content, actions, { dismissible }),
      goLogin: (kind) => {
        const login = loginPageFor(kind);
        const { path, href } = history.location();
        // Several calls may expire together: the first one takes the visitor there.
        if (path === login) return;
        navigateTo({ url: pageUrl(login, { redirect: href }) }).catch(() => undefined);
      },
      // Tab pages take a query only through reLaunch (the catalogue's "back to shop, group N").
      navigate: (path, query) =>
        void (isTabPage(path) ? reLaunch({ url: pageUrl(path, query) }) : navigateTo({ url: shopLink(pageUrl(path, query)) })).catch(report),
      back: () => void navigateBack().catch(report),
    },
  });
}

/**
 * The storefront's pages open on the promoter's branding: its config is asked for at once, while
 * the page's code and texts load, rather than after the first render. Card pages show the card's.
 */
const CARD_PAGES: PageFolder = '/pages/iot/';

function requestPromoterConfig(path: string): void {
  if (findPage(path)?.login === 'card' || path.startsWith(CARD_PAGES)) return;
  void queryClient.prefetchQuery(baseConfigQuery());
}

/** Everything the app needs before its first render. */
export async function bootstrap(): Promise<void> {
  followViewportWidth();
  applyEntryQuery(history.location().query);
  history.subscribe(() => applyEntryQuery(history.location().query));
  history.setPreloader(loadPage);
  findPacksWith(() => import('./textPacks').then((module) => module.featurePacks));
  wireRequests();
  const { path } = history.location();
  // The shell paints as soon as its texts are in, asked for first; the promoter's config (in the
  // locale just chosen) and the page's code load beside them.
  const texts = initI18n();
  requestPromoterConfig(path);
  void loadPage(path).catch(() => undefined);
  await texts;
}
