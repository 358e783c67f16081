import { isTabPage, pageUrl } from '@shop/contract';
import { initI18n } from '../i18n';
import { followViewportWidth } from '../shared/layout';
import { history, loginPageFor, navigateBack, navigateTo, reLaunch } from '../shared/navigation';
import { shopLink } from '../shared/navigation/shopLink';
import { showDialog, showToast } from '../shared/popups';
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

/** Everything the app needs before its first render. */
export async function bootstrap(): Promise<void> {
  followViewportWidth();
  applyEntryQuery(history.location().query);
  history.subscribe(() => applyEntryQuery(history.location().query));
  history.setPreloader(loadPage);
  wireRequests();
  await Promise.all([initI18n(), loadPage(history.location().path).catch(() => undefined)]);
}
