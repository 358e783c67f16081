import { useSyncExternalStore } from 'react';
import { CARD_LOGIN_PATH, ORDER_LOGIN_PATH, type LoginKind, type PagePath } from '@shop/contract';
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

export const { navigateTo, redirectTo, reLaunch, switchTab, navigateBack } = navigator;

export const useLocation = (): PageLocation => useSyncExternalStore(history.subscribe, history.location);

export const useQuery = (): Record<string, string> => useLocation().query;
