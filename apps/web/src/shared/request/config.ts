import type { LoginKind, PagePath, RequestHeaderName } from '@shop/contract';
import type { DialogAction } from '../popups';

/** What the request helper needs from the app shell to tell the user and move them on. */
export interface RequestUi {
  toast(message: string): void;
  /** `dismissible`: the backdrop and Escape close it too. */
  dialog(dialog: { content: string; actions: DialogAction[]; dismissible?: boolean }): void;
  goLogin(kind: LoginKind): void;
  navigate(path: PagePath, query?: Record<string, string>): void;
  back(): void;
}

/** Header values only the shell knows (or knows better), such as the current page url. */
export type ShellHeaders = () => Partial<Record<RequestHeaderName, string>>;

export interface RequestSetup {
  ui: RequestUi;
  headers?: ShellHeaders;
}

// Before the shell is wired (or in a bare test) messages still surface in the console.
const consoleUi: RequestUi = {
  toast: (message) => console.warn(message),
  dialog: ({ content }) => console.warn(content),
  goLogin: () => undefined,
  navigate: () => undefined,
  back: () => undefined,
};

let setup: Required<RequestSetup> = { ui: consoleUi, headers: () => ({}) };

/** Wired once by the app shell. */
export function configureRequest({ ui, headers = () => ({}) }: RequestSetup): void {
  setup = { ui, headers };
}

export const requestUi = (): RequestUi => setup.ui;

export const shellHeaders = (): Partial<Record<RequestHeaderName, string>> => setup.headers();
