import { BIND_PHONE_PATH, BIND_PHONE_REQUIRED_CODE, CatalogueMessage, CatalogueText, Code, CUSTOMER_PATH, HOME_PATH, LOCALES, type Locale, REALNAME_REQUIRED_CODE, renderMessage } from '@shop/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadMessages, setLocale } from '../../i18n';
import { useIotStore } from '../../stores/iot';
import { useSessionStore } from '../../stores/session';
import { useUserStore } from '../../stores/user';
import type { RequestError } from './error';
import { untoldMessage } from './catalogue';
import { request } from './request';
import { fakeFetch, recordingUi, refusal, reply } from './testing';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

beforeAll(async () => {
  localStorage.setItem('locale', 'zh-Hans');
  await initI18n();
});

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const failure = (promise: Promise<unknown>): Promise<RequestError> =>
  promise.then(
    () => expect.unreachable('the request should fail'),
    (error: RequestError) => error,
  );

const get = () => request({ url: '/api/thing' });

/** The dialog shown, with a way to press its buttons by key. */
function shownDialog() {
  const [dialog] = ui.dialog.mock.calls[0] ?? [];
  if (!dialog) throw new Error('no dialog was shown');
  const press = (key: string) => dialog.actions.find((action) => action.key === key)?.onPress();
  return { ...dialog, texts: dialog.actions.map((action) => action.text), press };
}

describe('HTTP status', () => {
  it('401 is passed through: rejected with the response, nothing shown', async () => {
    fetch.mockResolvedValue(reply({ code: 401, message: 'who are you', data: null }, 401));
    const error = await failure(get());
    expect(error).toMatchObject({ kind: 'http', status: 401, body: { message: 'who are you' } });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('500 shows the network error text', async () => {
    fetch.mockResolvedValue(reply({ code: 500, message: 'boom', data: null }, 500));
    const error = await failure(get());
    expect(ui.toast).toHaveBeenCalledWith('网络错误，请更换网络或稍后重试');
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });

  it("another status shows the server's message", async () => {
    fetch.mockResolvedValue(reply({ code: 400, message: '手机号格式不正确', data: null }, 400));
    expect(await failure(get())).toMatchObject({ kind: 'http', status: 400, message: '手机号格式不正确' });
    expect(ui.toast).toHaveBeenCalledWith('手机号格式不正确');
  });

  it('another status without a message shows "请求错误"', async () => {
    fetch.mockResolvedValue(reply('Bad Gateway', 502));
    await failure(get());
    expect(ui.toast).toHaveBeenCalledWith('请求错误');
  });

  it('hideError keeps another status quiet', async () => {
    fetch.mockResolvedValue(reply({ code: 404, message: 'gone', data: null }, 404));
    expect(await failure(request({ url: '/api/thing', hideError: true }))).toMatchObject({ status: 404 });
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe('transport', () => {
  it('a network failure shows "网络错误，换个网络试试。"', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(get())).toMatchObject({ kind: 'network', code: 5 });
    expect(ui.toast).toHaveBeenCalledWith('网络错误，换个网络试试。');
  });

  it('a background request (a poll) fails the same, untold', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(request({ url: '/api/thing', background: true }))).toMatchObject({ kind: 'network', code: 5 });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('an empty body shows "数据响应异常"', async () => {
    fetch.mockResolvedValue(reply(''));
    expect(await failure(get())).toMatchObject({ kind: 'empty', message: '数据响应异常' });
    expect(ui.toast).toHaveBeenCalledWith('数据响应异常');
  });

  it('a body that is not an envelope is abnormal too', async () => {
    fetch.mockResolvedValue(reply('<html>proxy page</html>'));
    expect(await failure(get())).toMatchObject({ kind: 'empty' });
  });
});

describe('envelope codes', () => {
  it('0 resolves the data', async () => {
    fetch.mockResolvedValue(reply({ code: 0, message: 'ok', data: { balance: 1200 } }));
    await expect(get()).resolves.toEqual({ balance: 1200 });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it.each([41001, 41002])('%i is rejected silently', async (code) => {
    fetch.mockResolvedValue(refusal(code, 'quiet'));
    expect(await failure(get())).toMatchObject({ kind: 'business', code, message: 'quiet' });
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.dialog).not.toHaveBeenCalled();
  });

  it('-1 shows the message, or "操作失败"', async () => {
    fetch.mockResolvedValueOnce(refusal(-1, '余额不足')).mockResolvedValueOnce(refusal(-1));
    expect(await failure(get())).toMatchObject({ kind: 'business', code: -1, message: '余额不足' });
    expect(await failure(get())).toMatchObject({ message: '操作失败' });
    expect(ui.toast.mock.calls).toEqual([['余额不足'], ['操作失败']]);
  });

  it('-1 is left to a caller that shows failures itself (hideError), but not a dialog or a session expiry', async () => {
    fetch
      .mockResolvedValueOnce(refusal(-1, '验证码错误，还可再试 4 次'))
      .mockResolvedValueOnce(refusal(-1))
      .mockResolvedValueOnce(refusal(Code.numberTaken))
      .mockResolvedValueOnce(refusal(Code.sessionExpired));
    const quiet = () => request({ url: '/api/thing', hideError: true });
    expect(await failure(quiet())).toMatchObject({ code: -1, message: '验证码错误，还可再试 4 次' });
    expect(await failure(quiet())).toMatchObject({ code: -1, message: '操作失败' });
    expect(ui.toast).not.toHaveBeenCalled();
    await failure(quiet());
    expect(ui.dialog).toHaveBeenCalledTimes(1);
    await failure(quiet());
    expect(ui.goLogin).toHaveBeenCalledWith('shop');
  });

  it('61 shows the login timeout, ends the shop session and goes to the order login', async () => {
    useUserStore.getState().setUser({ mobile: '13800138000', nickname: 'Ann' });
    useSessionStore.getState().setOrderSessionId('order-session');
    fetch.mockResolvedValue(refusal(Code.sessionExpired));
    expect(await failure(get())).toMatchObject({ code: 61, message: '登录超时，请重新登录！' });
    expect(ui.toast).toHaveBeenCalledWith('登录超时，请重新登录！');
    expect(ui.goLogin).toHaveBeenCalledWith('shop');
    expect(useUserStore.getState().mobile).toBe('');
    expect(useSessionStore.getState().orderSessionId).toBe('');
  });

  it("61 shows the server's message when there is one", async () => {
    fetch.mockResolvedValue(refusal(61, '请先登录'));
    await failure(get());
    expect(ui.toast).toHaveBeenCalledWith('请先登录');
  });

  it('34061 shows the login timeout, ends the card session and goes to the card login', async () => {
    useIotStore.getState().login('8986001', 'token');
    fetch.mockResolvedValue(refusal(Code.cardSessionExpired));
    expect(await failure(get())).toMatchObject({ code: 34061 });
    expect(ui.toast).toHaveBeenCalledWith(CatalogueText.sessionExpired);
    expect(ui.goLogin).toHaveBeenCalledWith('card');
    expect(useIotStore.getState()).toMatchObject({ simNo: '', cardToken: '', loginSns: ['8986001'] });
  });

  it('30001 opens the sold-out dialog: contact service, or back to the shop on group 2', async () => {
    fetch.mockResolvedValue(refusal(Code.soldOut, 'ignored'));
    expect(await failure(get())).toMatchObject({ code: 30001, message: '哎呀！客官来晚了，该商品卖光啦！' });
    const dialog = shownDialog();
    expect(dialog.content).toBe('哎呀！客官来晚了，该商品卖光啦！');
    expect(dialog.texts).toEqual(['联系客服', '返回商城']);
    dialog.press('contactService');
    dialog.press('backToShop');
    expect(ui.navigate.mock.calls).toEqual([[CUSTOMER_PATH], [HOME_PATH, { group: '2' }]]);
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('30003 opens a dialog with the message, a contact-service button and a close that stays', async () => {
    fetch.mockResolvedValue(refusal(Code.orderRejected, '库存同步失败'));
    await failure(get());
    const dialog = shownDialog();
    expect(dialog.content).toBe('库存同步失败');
    expect(dialog.texts).toEqual(['联系客服', '我知道了']);
    expect(dialog.dismissible).toBe(true);
    dialog.press('gotIt');
    expect(ui.navigate).not.toHaveBeenCalled();
    expect(ui.back).not.toHaveBeenCalled();
    dialog.press('contactService');
    expect(ui.navigate).toHaveBeenCalledWith(CUSTOMER_PATH);
  });

  it('30003 without a message says "订单受理失败，请联系客服处理！"', async () => {
    fetch.mockResolvedValue(refusal(Code.orderRejected));
    await failure(get());
    expect(shownDialog().content).toBe('订单受理失败，请联系客服处理！');
  });

  it('32001 opens the number-taken dialog: contact service, or back to the shop on group 1', async () => {
    fetch.mockResolvedValue(refusal(Code.numberTaken));
    await failure(get());
    const dialog = shownDialog();
    expect(dialog.content).toBe('哎呀！客官来晚了，号码被他人抢先预约！');
    expect(dialog.texts).toEqual(['联系客服', '返回商城']);
    dialog.press('backToShop');
    expect(ui.navigate).toHaveBeenCalledWith(HOME_PATH, { group: '1' });
  });

  it('40001 shows the message, or the module-not-open text', async () => {
    fetch.mockResolvedValueOnce(refusal(Code.moduleClosed)).mockResolvedValueOnce(refusal(40001, '维护中'));
    await failure(get());
    await failure(get());
    expect(ui.toast.mock.calls).toEqual([['当前访问的功能模块暂未开放，敬请期待！'], ['维护中']]);
  });

  it('33001 opens the not-direct-downstream dialog with a way back to my downstream', async () => {
    fetch.mockResolvedValue(refusal(Code.notDirectDownstream));
    await failure(get());
    const dialog = shownDialog();
    expect(dialog.content).toBe('该代理商不是你的直属下游，你无需关注TA的定价！');
    expect(dialog.texts).toEqual(['返回我的下游']);
    dialog.press('backToDownstream');
    expect(ui.back).toHaveBeenCalledOnce();
  });

  it('35001 opens the real-name dialog with the message, or a text of its own in the locale', async () => {
    fetch.mockResolvedValueOnce(refusal(REALNAME_REQUIRED_CODE)).mockResolvedValueOnce(refusal(REALNAME_REQUIRED_CODE, '按国家规定，切换网络前需先完成实名认证'));
    await failure(get());
    await failure(get());
    expect(ui.dialog.mock.calls.map(([dialog]) => dialog.content)).toEqual(['按国家规定，需先完成实名认证才能继续', '按国家规定，切换网络前需先完成实名认证']);
    expect(shownDialog().texts).toEqual(['去实名认证', '我知道了']);
    await setLocale('es');
    fetch.mockResolvedValueOnce(refusal(REALNAME_REQUIRED_CODE));
    await failure(get());
    expect(ui.dialog.mock.calls[2]?.[0].content).toBe('Por ley, la tarjeta debe verificarse antes de continuar');
    await setLocale('zh-Hans');
  });

  it('35002 (the card must bind a mobile first) shows the message in a dialog leading to bindPhone', async () => {
    fetch.mockResolvedValue(refusal(BIND_PHONE_REQUIRED_CODE, '办理该业务前，请先绑定手机号'));
    await failure(get());
    const dialog = shownDialog();
    expect(dialog.content).toBe('办理该业务前，请先绑定手机号');
    expect(dialog.texts).toEqual(['去绑定手机', '我知道了']);
    dialog.press('goBindPhone');
    expect(ui.navigate).toHaveBeenCalledWith(BIND_PHONE_PATH);
  });

  it('any other code shows the message, or "其他错误"', async () => {
    fetch.mockResolvedValueOnce(refusal(12345, '奇怪的错误')).mockResolvedValueOnce(refusal(12345));
    expect(await failure(get())).toMatchObject({ kind: 'business', code: 12345 });
    await failure(get());
    expect(ui.toast.mock.calls).toEqual([['奇怪的错误'], ['其他错误']]);
  });
});

describe('untoldMessage', () => {
  const quiet = (answer: Response) => {
    fetch.mockResolvedValueOnce(answer);
    return failure(request({ url: '/api/x', hideError: true }));
  };

  it('gives what the helper kept quiet, and nothing it has already shown', async () => {
    expect(untoldMessage(await quiet(refusal(-1, '验证码不正确')))).toBe('验证码不正确');
    expect(untoldMessage(await quiet(reply({ code: -1, message: '手机号不正确', data: null }, 400)))).toBe('手机号不正确');
    expect(ui.toast).not.toHaveBeenCalled();
    expect(untoldMessage(await quiet(refusal(32001)))).toBe('');
    expect(untoldMessage(await quiet(refusal(99999, '其他')))).toBe('');
    expect(untoldMessage(await quiet(reply({ code: 500, message: 'boom', data: null }, 500)))).toBe('');
    expect(ui.dialog).toHaveBeenCalledTimes(1);
    expect(ui.toast).toHaveBeenCalledTimes(2);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(untoldMessage(await failure(request({ url: '/api/x', hideError: true })))).toBe('');
    expect(untoldMessage(new Error('not a request'))).toBe('');
  });
});

describe("the catalogue's texts in the visitor's locale", () => {
  afterEach(() => setLocale('zh-Hans'));

  it.each<[Locale, string, string]>([
    ['en', 'Network error. Try another network.', 'Oh no! You are a little late: someone else has already reserved this number!'],
    ['fr', 'Erreur réseau. Essayez un autre réseau.', "Oh non ! Vous arrivez un peu tard : quelqu'un a déjà réservé ce numéro !"],
    ['es', 'Error de red. Prueba con otra red.', '¡Vaya! Llegas un poco tarde: ¡otra persona ya ha reservado este número!'],
    ['zh-Hant', '網路錯誤，換個網路試試。', '哎呀！客官來晚了，號碼被他人搶先預約！'],
  ])('%s: network failures, HTTP failures and the dialogs', async (locale, network, numberTaken) => {
    await setLocale(locale);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(refusal(Code.numberTaken));
    expect(await failure(get())).toMatchObject({ kind: 'network', message: network });
    expect(ui.toast).toHaveBeenCalledWith(network);
    await failure(get());
    expect(shownDialog().content).toBe(numberTaken);
  });

  it('shows the fallbacks in the locale, and a message the server worded as it came', async () => {
    await setLocale('fr');
    fetch
      .mockResolvedValueOnce(refusal(-1))
      .mockResolvedValueOnce(reply({ code: 500, message: 'boom', data: null }, 500))
      .mockResolvedValueOnce(reply(null, 502))
      .mockResolvedValueOnce(refusal(-1, "Ce numéro de carte n'existe pas. Vérifiez-le et réessayez"));
    for (let i = 0; i < 4; i++) await failure(get());
    expect(ui.toast.mock.calls).toEqual([
      ["L'opération a échoué."],
      ['Erreur réseau. Changez de réseau ou réessayez plus tard.'],
      ['La requête a échoué.'],
      ["Ce numéro de carte n'existe pas. Vérifiez-le et réessayez"],
    ]);
  });

  it("are the contract's catalogue texts in every locale: the spec's own words in zh-Hans", async () => {
    for (const locale of LOCALES) {
      const { request: texts } = await loadMessages(locale);
      for (const [key, text] of Object.entries(texts)) {
        expect(text, `${locale} request.${key}`).toBe(renderMessage(CatalogueMessage[key as keyof typeof CatalogueMessage], locale));
      }
    }
    const { request: zhHans } = await loadMessages('zh-Hans');
    for (const [key, text] of Object.entries(zhHans)) expect(text).toBe(CatalogueText[key as keyof typeof CatalogueText]);
  });
});
