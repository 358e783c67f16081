import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../shared/navigation';
import { openAt, showChineseTexts } from '../../shared/pageTesting';
import { answerOf, envelope, fakeFetch, recordingUi, refusal, sent } from '../../shared/request/testing';
import { useSessionStore } from '../../stores/session';
import { useUserStore } from '../../stores/user';
import LoginPage from './index';
import { renderWithQueries } from '../../shared/query/testing';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

const session = { token: 'tok_abc', mobile: '138****8000', expiresAt: '2030-01-01T00:00:00.000Z', orderSn: null };

/** Answers by path: the generic config, then whatever the test gives for the rest. */
function serve(orderQueryMode: 'sms' | 'smsOrOrderSn', answers: Record<string, () => Response | Promise<Response>> = {}) {
  fetch.mockImplementation(async (url) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    if (path === '/api/hk/genericConfig') return envelope('genericConfig', { orderQueryMode, loginAvatar: '', defaultPromoCode: 'demo' });
    return answers[path]?.() ?? refusal(-1, 'unexpected');
  });
}

async function showLogin(href = '/pages/login/index') {
  await openAt(href);
  renderWithQueries(<LoginPage />);
  await screen.findByRole('button', { name: '登录' });
}

const mobileInput = () => screen.getByLabelText('手机号');
const codeInput = () => screen.getByLabelText('验证码');
const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重发|重新获取|发送中/ });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
  useUserStore.getState().logout();
  useSessionStore.getState().setOrderSessionId('');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order login', () => {
  it('checks the mobile as it is typed and once it is left', async () => {
    serve('sms');
    await showLogin();
    type(mobileInput(), '138');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    type(mobileInput(), '238');
    expect(screen.getByRole('alert').textContent).toBe('手机号为 1 开头的 11 位数字');
    type(mobileInput(), '1380013800');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.blur(mobileInput());
    expect(screen.getByRole('alert').textContent).toBe('手机号为 1 开头的 11 位数字');
    type(mobileInput(), '13800138000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends no code to a mobile that cannot be one', async () => {
    serve('sms');
    await showLogin();
    type(mobileInput(), '1380');
    fireEvent.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe('手机号为 1 开头的 11 位数字');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the code, then counts down before it offers to send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve('sms', { '/api/sms/send': () => envelope('smsSend', { resendAfterSeconds: 60, expiresInSeconds: 300 }) });
    await showLogin();
    type(mobileInput(), '13800138000');
    fireEvent.click(sendButton());
    await screen.findByText('验证码已发送至 138****8000，5 分钟内有效');
    expect(JSON.parse(String(sent(fetch, 1).init.body))).toEqual({ mobile: '13800138000' });
    expect(sendButton().textContent).toBe('60 秒后重发');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(sendButton().textContent).toBe('1 秒后重发');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(sendButton().textContent).toBe('重新获取');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('shows the server refusing to send again in words beside the field', async () => {
    serve('sms', { '/api/sms/send': () => refusal(-1, '发送过于频繁，请 42 秒后再试') });
    await showLogin();
    type(mobileInput(), '13800138000');
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('发送过于频繁，请 42 秒后再试');
    expect(sendButton().textContent).toBe('获取验证码');
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('leaves a lost connection to the toast alone, with nothing said twice beside the field', async () => {
    serve('sms', { '/api/sms/send': () => Promise.reject(new TypeError('Failed to fetch')) });
    await showLogin();
    type(mobileInput(), '13800138000');
    fireEvent.click(sendButton());
    await vi.waitFor(() => expect(ui.toast).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('says why the server refused the login once, beside the form, until the code is changed', async () => {
    serve('sms', { '/api/shop/login': () => refusal(-1, '验证码错误，还可尝试 4 次') });
    await showLogin();
    type(mobileInput(), '13800138000');
    type(codeInput(), '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('验证码错误，还可尝试 4 次');
    expect(ui.toast).not.toHaveBeenCalled();
    expect(history.location().path).toBe('/pages/login/index');
    type(codeInput(), '654321');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs in, keeps the session and the masked mobile, and goes where it was sent from', async () => {
    serve('sms', { '/api/shop/login': () => envelope('shopLogin', session) });
    await showLogin('/pages/login/index?redirect=%2Fpages%2Forder%2Fpay%2Findex%3ForderSn%3DSN2025');
    type(mobileInput(), '13800138000');
    type(codeInput(), '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/order/pay/index'));
    expect(history.location().query).toMatchObject({ orderSn: 'SN2025' });
    expect(JSON.parse(String(sent(fetch, 1).init.body))).toEqual({ mode: 'sms', mobile: '13800138000', code: '123456' });
    expect(useSessionStore.getState().orderSessionId).toBe('tok_abc');
    expect(useUserStore.getState().mobile).toBe('138****8000');
    expect(history.location().href).not.toContain('13800138000');
  });

  it('goes to the order list when no page sent the user', async () => {
    serve('sms', { '/api/shop/login': () => envelope('shopLogin', session) });
    await showLogin();
    type(mobileInput(), '13800138000');
    type(codeInput(), '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/order/index'));
  });

  it('sends nothing while a field is wrong, and says which', async () => {
    serve('sms');
    await showLogin();
    type(mobileInput(), '13800138000');
    type(codeInput(), '123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入 6 位短信验证码');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('offers the order-number mode when the shop allows it, and sends the order number', async () => {
    serve('smsOrOrderSn', { '/api/shop/login': () => envelope('shopLogin', { ...session, orderSn: 'SN20250301' }) });
    await showLogin();
    fireEvent.click(screen.getByRole('tab', { name: '订单号' }));
    type(screen.getByLabelText('订单号'), 'sn20250301');
    type(mobileInput(), '13800138000');
    type(codeInput(), '654321');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(history.location().query).toMatchObject({ orderSn: 'SN20250301' }));
    expect(history.location().path).toBe('/pages/order/index');
    expect(JSON.parse(String(sent(fetch, 1).init.body))).toEqual({ mode: 'orderSn', orderSn: 'SN20250301', mobile: '13800138000', code: '654321' });
  });

  it('shows no order-number mode when the shop looks orders up by SMS only', async () => {
    serve('sms');
    await showLogin();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('the user agreement of the order login', () => {
  const protocol = answerOf('loginProtocol', {
    kind: 'loginProtocol',
    title: '用户服务协议',
    paragraphs: ['一、手机号与验证码仅用于查询您的订单。', '二、您可随时退出登录。'],
    locale: 'zh-Hans',
    updatedAt: '2025-03-01T00:00:00.000Z',
  });

  afterEach(() => useSessionStore.getState().setPromoCode(''));

  it("opens the promoter's agreement over the form, and Agree goes back to the form as it was", async () => {
    useSessionStore.getState().setPromoCode('sunrise');
    serve('sms', { '/api/site/loginProtocol': () => envelope('loginProtocol', protocol) });
    await showLogin();
    type(mobileInput(), '13800138000');
    expect(screen.getByText('登录即表示同意')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '《用户协议》' })).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(screen.getByRole('button', { name: '《用户协议》' }));
    const sheet = await screen.findByRole('dialog', { name: '用户服务协议' });
    expect(sheet.textContent).toContain('二、您可随时退出登录。');
    expect(sheet.textContent).not.toContain('以下为中文原文');
    expect(sent(fetch, 1).url).toBe('/api/site/loginProtocol?locale=zh-Hans&promoCode=sunrise');
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((mobileInput() as HTMLInputElement).value).toBe('13800138000');
    fireEvent.click(screen.getByRole('button', { name: '《用户协议》' }));
    expect(screen.getByRole('dialog', { name: '用户服务协议' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/site/loginProtocol'))).toHaveLength(1);
  });

  it('says why the agreement could not be loaded, offers no Agree to an unread text, and retries', async () => {
    let answers = 0;
    serve('sms', { '/api/site/loginProtocol': () => (answers++ === 0 ? refusal(-1, '推广码不存在') : envelope('loginProtocol', protocol)) });
    await showLogin();
    fireEvent.click(screen.getByRole('button', { name: '《用户协议》' }));
    expect((await screen.findByRole('alert')).textContent).toContain('推广码不存在');
    expect(screen.getByRole('dialog', { name: '用户协议' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    expect(ui.toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('dialog', { name: '用户服务协议' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
