import { type PagePath, parsePageUrl, type SimLayout } from '@shop/contract';

type Menu = SimLayout['menus'][number];

export interface MenuSplit {
  shown: Menu[];
  /** Whether a "more" entry leads to the rest. */
  more: boolean;
}

/**
 * The menus the home shows before "more": at most `max`, one place going to "more" when some
 * are left out. A max of 0 (the user centre's default) shows them all.
 */
export function splitMenus(menus: readonly Menu[], max: number): MenuSplit {
  if (max <= 0 || menus.length <= max) return { shown: [...menus], more: false };
  return { shown: menus.slice(0, Math.max(0, max - 1)), more: true };
}

/** Session key of the VIP invitation on the SIM home, so it shows once per session at most. */
export const VIP_POPUP_KEY = 'vip';

/** Session key of the home pop-up, so it shows once per session. */
export const POPUP_SHOWN_KEY = 'iotIndexPopup';

export interface PopupGate {
  prevented: boolean;
  shownThisSession: boolean;
}

/** The promoter's pop-up shows when switched on, once a session, unless the holder chose not to see it again. */
export const shouldShowPopup = (popup: SimLayout['popup'], { prevented, shownThisSession }: PopupGate): boolean =>
  popup.switch && popup.content.trim() !== '' && !prevented && !shownThisSession;

/** The holder's user centre: 我的, and logging out. */
export const USER_CENTRE_PATH = '/pages-sub/iot/user/index' satisfies PagePath;

/** Whether the promoter's bottom bar shows and leads to the user centre; when not, the home's head does. */
export const tabBarLeadsToUserCentre = (tabBar: SimLayout['tabBar']): boolean =>
  tabBar.switch && tabBar.items.some((item) => parsePageUrl(item.link).path === USER_CENTRE_PATH);
