import { useSyncExternalStore } from 'react';
import { CARD_LOGIN_PATH, ORDER_LOGIN_PATH, type LoginKind, type PagePath, type PageUrl } from '@shop/contract';
import { useIotStore } from '../../stores/iot';
import { useUserStore } from '../../stores/user';
import { createHashHistory, type PageLocation } from './hashHistory';
import { createNavigator } from './navigator';

export { NavigationError } from './navigator';
export type { PageLocation } from './hashHistory';

export const isLoggedIn = (kind: LoginKind): boolean =>
  kind === 'shop' ? useUserStore.getState().isLoggedIn() : useIotStore.getState().isLoggedIn();

export const loginPageFor = (kind: LoginKind): PagePath => (kind === 'shop' ? ORDER_LOGIN_PATH : CARD_LOGIN_PATH);

/** The one browser history of the app; the shell registers how to preload a page's code. */
export const history = createHashHistory();

const navigator = createNavigator(history.port, { isLoggedIn });

/**
 * A url as the navigation API takes it: one written in the code must be a page of the route table
 * (a `PageUrl`), so a typo does not compile; a `string` read at runtime (a promoter's link, a
 * `redirect`) is checked when it is followed, and the navigator refuses one that names no page.
 */
export type PageLink<L extends string> = L & (string extends L ? unknown : PageUrl);

type ToPage = <L extends string>(options: { url: PageLink<L> }) => Promise<void>;

export const navigateTo: ToPage = navigator.navigateTo;
export const redirectTo: ToPage = navigator.redirectTo;
export const reLaunch: ToPage = navigator.reLaunch;
export const switchTab: ToPage = navigator.switchTab;
export const { navigateBack } = navigator;

export const useLocation = (): PageLocation => useSyncExternalStore(history.subscribe, history.location);

export const useQuery = (): Record<string, string> => useLocation().query;
