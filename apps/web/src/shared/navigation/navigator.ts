import {
  CARD_LOGIN_PATH,
  FrameworkText,
  ORDER_LOGIN_PATH,
  ROOT_PATH,
  findPage,
  isTabPage,
  pageUrl,
  parsePageUrl,
  type LoginKind,
  type PagePath,
} from '@shop/contract';

export type NavMethod = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'navigateBack';

/** The browser history as the navigator sees it: a stack whose depth it tracks itself. */
export interface HistoryPort {
  depth(): number;
  /** Loads the target page's code, then adds an entry; resolves once the page can show. */
  push(href: string): Promise<void>;
  replace(href: string): Promise<void>;
  /** Moves back `delta` entries; resolves when the browser has done so. */
  back(delta: number): Promise<void>;
  /**
   * Empties the stack down to one entry and replaces it with `href`. The pages passed on the
   * way are not shown: a page that needs a login must not wake up after the logout that led here.
   */
  relaunch(href: string): Promise<void>;
}

export interface LoginState {
  isLoggedIn(kind: LoginKind): boolean;
}

/** A refused navigation, worded as the original runtime words it (`navigateTo:fail ...`). */
export class NavigationError extends Error {
  constructor(
    readonly method: NavMethod,
    reason: string,
  ) {
    super(`${method}:fail ${reason}`);
    this.name = 'NavigationError';
  }
}

export interface UrlOptions {
  url: string;
}

const loginPageOf: Record<LoginKind, PagePath> = { shop: ORDER_LOGIN_PATH, card: CARD_LOGIN_PATH };

export function createNavigator(port: HistoryPort, login: LoginState) {
  const inProgress = new Set<string>();

  async function once(method: NavMethod, url: string, action: () => Promise<void>): Promise<void> {
    const key = `${method} ${url}`;
    if (inProgress.has(key)) throw new NavigationError(method, `${url} is already in progress`);
    inProgress.add(key);
    try {
      await action();
    } finally {
      inProgress.delete(key);
    }
  }

  /** Checks the url names a page; returns where to go, detouring to a login page when needed. */
  function target(method: NavMethod, options: UrlOptions | undefined): string {
    const url = options?.url;
    if (!url) throw new NavigationError(method, FrameworkText.missingUrl);
    const { path } = parsePageUrl(url);
    const page = findPage(path);
    if (!page) throw new NavigationError(method, `page \`${path}\` is not found`);
    if (page.login && !login.isLoggedIn(page.login)) {
      return pageUrl(loginPageOf[page.login], { redirect: url });
    }
    return url;
  }

  return {
    async navigateTo(options: UrlOptions): Promise<void> {
      const href = target('navigateTo', options);
      if (isTabPage(parsePageUrl(href).path)) throw new NavigationError('navigateTo', 'can not navigateTo a tabbar page');
      return once('navigateTo', href, () => port.push(href));
    },
    async redirectTo(options: UrlOptions): Promise<void> {
      const href = target('redirectTo', options);
      if (isTabPage(parsePageUrl(href).path)) throw new NavigationError('redirectTo', 'can not redirectTo a tabbar page');
      return once('redirectTo', href, () => port.replace(href));
    },
    async reLaunch(options: UrlOptions): Promise<void> {
      const href = target('reLaunch', options);
      return once('reLaunch', href, () => port.relaunch(href));
    },
    /** Tab pages take no query: it is dropped, as the original runtime does. */
    async switchTab(options: UrlOptions): Promise<void> {
      const { path } = parsePageUrl(target('switchTab', options));
      if (!isTabPage(path)) throw new NavigationError('switchTab', 'can not switch to no-tabBar page');
      return once('switchTab', path, () => port.relaunch(path));
    },
    async navigateBack(options: { delta?: number } = {}): Promise<void> {
      const depth = port.depth();
      if (depth <= 1) return once('navigateBack', ROOT_PATH, () => port.relaunch(ROOT_PATH));
      const delta = Math.min(Math.max(1, Math.trunc(options.delta ?? 1)), depth - 1);
      return once('navigateBack', String(delta), () => port.back(delta));
    },
  };
}

export type Navigator = ReturnType<typeof createNavigator>;
