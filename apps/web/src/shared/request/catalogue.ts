import {
  BIND_PHONE_PATH,
  BIND_PHONE_REQUIRED_CODE,
  Code,
  CUSTOMER_PATH,
  HOME_PATH,
  REALNAME_PATH,
  REALNAME_REQUIRED_CODE,
  silentCodes,
  type Envelope,
} from '@shop/contract';
import { t } from '../../i18n';
import { useIotStore } from '../../stores/iot';
import { useSessionStore } from '../../stores/session';
import { useUserStore } from '../../stores/user';
import type { DialogAction } from '../popups';
import type { RequestUi } from './config';
import { RequestError } from './error';

/**
 * The error catalogue of spec 8: what the user is told for each failed answer. The server
 * words its messages in the visitor's locale; the catalogue's own texts come from the text
 * packs (`request.*`), in that same locale.
 */

type Failure = Pick<Envelope<unknown>, 'code' | 'message'>;

const contactService = (ui: RequestUi): DialogAction => ({
  key: 'contactService',
  text: t('dialog.contactService'),
  onPress: () => ui.navigate(CUSTOMER_PATH),
});

/** Back to the shop's home tab, on the number group (1) or goods group (2). */
const backToShop = (ui: RequestUi, group: '1' | '2'): DialogAction => ({
  key: 'backToShop',
  text: t('dialog.backToShop'),
  onPress: () => ui.navigate(HOME_PATH, { group }),
});

/** Closes the dialog and leaves the page as it was, so the visitor can correct what was refused. */
const gotIt = (): DialogAction => ({ key: 'gotIt', text: t('dialog.gotIt'), onPress: () => undefined });

const backToDownstream = (ui: RequestUi): DialogAction => ({
  key: 'backToDownstream',
  text: t('dialog.backToDownstream'),
  onPress: () => ui.back(),
});

function endShopSession(): void {
  useUserStore.getState().logout();
  useSessionStore.getState().setOrderSessionId('');
}

/** Tells the user about a business failure; returns the text it showed. */
type Reaction = (failure: Failure, ui: RequestUi) => string;

const toast =
  (fallback: () => string, after?: (ui: RequestUi) => void): Reaction =>
  ({ message }, ui) => {
    const text = message || fallback();
    ui.toast(text);
    after?.(ui);
    return text;
  };

const dialog =
  (text: (failure: Failure) => string, actions: (ui: RequestUi) => DialogAction[], dismissible = false): Reaction =>
  (failure, ui) => {
    const content = text(failure);
    ui.dialog({ content, actions: actions(ui), ...(dismissible ? { dismissible } : {}) });
    return content;
  };

const reactions: Record<number, Reaction> = {
  [Code.failed]: toast(() => t('request.failed')),
  [Code.sessionExpired]: toast(() => t('request.sessionExpired'), (ui) => {
    endShopSession();
    ui.goLogin('shop');
  }),
  [Code.cardSessionExpired]: toast(() => t('request.sessionExpired'), (ui) => {
    useIotStore.getState().logout();
    ui.goLogin('card');
  }),
  [Code.soldOut]: dialog(
    () => t('request.soldOut'),
    (ui) => [contactService(ui), backToShop(ui, '2')],
  ),
  // The order form stays behind it, filled, for a mistyped mobile or identity number to be corrected.
  [Code.orderRejected]: dialog(
    ({ message }) => message || t('request.orderRejected'),
    (ui) => [contactService(ui), gotIt()],
    true,
  ),
  [Code.numberTaken]: dialog(
    () => t('request.numberTaken'),
    (ui) => [contactService(ui), backToShop(ui, '1')],
  ),
  [Code.moduleClosed]: toast(() => t('request.moduleClosed')),
  [Code.notDirectDownstream]: dialog(
    () => t('request.notDirectDownstream'),
    (ui) => [backToDownstream(ui)],
  ),
  // The real-name gate (REALNAME_GATED_ACTIONS): the server's words, and the way to real-name.
  [REALNAME_REQUIRED_CODE]: dialog(
    ({ message }) => message || t('dialog.realnameRequired'),
    (ui) => [{ key: 'goRealname', text: t('dialog.goRealname'), onPress: () => ui.navigate(REALNAME_PATH) }, gotIt()],
    true,
  ),
  // The same gate on a card that must bind a mobile first: the server's words, and the way to bind one.
  [BIND_PHONE_REQUIRED_CODE]: dialog(
    ({ message }) => message,
    (ui) => [{ key: 'goBindPhone', text: t('dialog.goBindPhone'), onPress: () => ui.navigate(BIND_PHONE_PATH) }, gotIt()],
    true,
  ),
};

/** Reacts to an envelope whose code is not 0 and gives the error to reject with. */
export function businessFailure(failure: Failure, ui: RequestUi, hideError = false): RequestError {
  const { code } = failure;
  if (hideError && code === Code.failed) {
    return new RequestError({ kind: 'business', code, message: failure.message || t('request.failed'), body: failure });
  }
  const silent = silentCodes.includes(code);
  const react = reactions[code] ?? toast(() => t('request.other'));
  const message = silent ? failure.message : react(failure, ui);
  return new RequestError({ kind: 'business', code, message, body: failure });
}

const serverMessage = (body: unknown): string =>
  isEnvelope(body) && typeof body.message === 'string' ? body.message : '';

/** Reacts to an HTTP status outside 2xx: 401 passes through untold, 500 and others are toasted. */
export function httpFailure(status: number, body: unknown, ui: RequestUi, hideError: boolean): RequestError {
  const fail = (message: string) => new RequestError({ kind: 'http', status, message, body });
  if (status === 401) return fail(serverMessage(body) || t('request.httpOther'));
  if (status === 500) {
    const message = t('request.http500');
    ui.toast(message);
    return fail(message);
  }
  const message = serverMessage(body) || t('request.httpOther');
  if (!hideError) ui.toast(message);
  return fail(message);
}

/** Network failures and timeouts are toasted; an abort is the caller's own doing. */
export function transferFailure(error: RequestError, ui: RequestUi): RequestError {
  if (error.kind !== 'aborted') ui.toast(t('request.networkFailure'));
  return error;
}

export const emptyBodyFailure = (ui: RequestUi, body: unknown): RequestError => {
  const message = t('request.emptyBody');
  ui.toast(message);
  return new RequestError({ kind: 'empty', message, body });
};

/**
 * The message of a failed call that the helper kept quiet under `hideError` (a plain refusal,
 * an HTTP status other than 500), for the caller to show beside the field; '' when the user
 * has been told already (toast or dialog) or was never to be told.
 */
export function untoldMessage(failure: unknown): string {
  if (!(failure instanceof RequestError)) return '';
  if (failure.kind === 'business') return failure.code === Code.failed ? failure.message : '';
  if (failure.kind === 'http') return failure.status === 500 ? '' : failure.message;
  return '';
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}
