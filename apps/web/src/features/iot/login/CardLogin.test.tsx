import { CARD_TOKEN_HEADER, type DataOf, type EndpointOf } from '@shop/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { openAt, showChineseTexts } from '../../../shared/pageTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { call } from '../../../shared/request';
import { answerOf, envelope, fakeFetch, recordingUi, refusal, sent } from '../../../shared/request/testing';
import { useIotStore } from '../../../stores/iot';
import { useSessionStore } from '../../../stores/session';
import { aSimInfo } from '../iotTesting';
import { cardQuery } from '../session';
import { CardLogin } from './CardLogin';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

const NORMAL = '8986011234567890001';
const PASSWORD_CARD = '8986011234567890005';
const SMS_CARD = '14812345678';
const page = { title: '流量卡自助服务', logo: '/shop/brand/demo-logo.svg', notice: '输入卡号即可查询', protocolTitle: '《用户服务协议》', boundMobile: null };
const modes: Record<string, Pick<DataOf<EndpointOf<'simLoginConfig'>>, 'mode' | 'boundMobile'>> = {
  [NORMAL]: { mode: 'none', boundMobile: null },
  [PASSWORD_CARD]: { mode: 'password', boundMobile: null },
  [SMS_CARD]: { mode: 'sms', boundMobile: '138****0001' },
};

/** Answers the login config by card, then whatever the test gives for the rest. */
function serve(answers: Record<string, (body: Record<string, unknown>) => Response> = {}) {
  fetch.mockImplementation(async (url, init) => {
    const { pathname, searchParams } = new URL(String(url), 'http://localhost');
    const simNo = searchParams.get('simNo');
    if (pathname === '/api/simLoginConfig') return envelope('simLoginConfig', { ...page, mode: 'none', ...(simNo ? modes[simNo] : {}) });
    return answers[pathname]?.(JSON.parse(String(init?.body ?? '{}'))) ?? refusal(-1, 'unexpected');
  });
}

const session = (simNo: string) => envelope('simLogin', { simNo, token: `tok-${simNo}`, expiresAt: '2030-01-01T00:00:00.000Z' });
const configCalls = () => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/simLoginConfig?simNo'));
const cardInput = () => screen.getByLabelText('卡号');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const agree = () => fireEvent.click(screen.getByRole('checkbox'));
const logIn = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));

async function showLogin(href = '/pages/iot/login/index') {
  await openAt(href);
  const { client } = renderWithQueries(<CardLogin />);
  await screen.findByRole('button', { name: '登录' });
  return client;
}

/** The form checks asynchronously: its message shows, or goes, a moment after the edit. */
const alertSays = async (text: string) => expect((await screen.findByRole('alert')).textContent).toBe(text);
const noAlert = () => vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
  useIotStore.setState({ loginSns: [], simNo: '', cardToken: '' });
  useSessionStore.getState().setPromoCode('demo');
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().setPromoCode('');
  vi.unstubAllGlobals();
});

describe('the card login page', () => {
  it("shows the promoter's logo, title and notice", async () => {
    serve();
    await showLogin();
    expect(screen.getByRole('heading', { name: '流量卡自助服务' })).toBeInTheDocument();
    expect(screen.getByText('输入卡号即可查询')).toBeInTheDocument();
    expect(sent(fetch).url).toBe('/api/simLoginConfig?promoCode=demo');
  });

  it('checks the card number as it is typed, in capitals, and once it is left', async () => {
    serve();
    await showLogin();
    type(cardInput(), '89 86ab');
    expect((cardInput() as HTMLInputElement).value).toBe('8986AB');
    await noAlert();
    type(cardInput(), '8986G');
    await alertSays('卡号为 89 开头的 19-20 位 ICCID，或 11-13 位数字');
    type(cardInput(), '8986011234');
    await noAlert();
    type(cardInput(), '12345678901234');
    await alertSays('卡号为 89 开头的 19-20 位 ICCID，或 11-13 位数字');
    type(cardInput(), '8986011234');
    await noAlert();
    fireEvent.blur(cardInput());
    await alertSays('卡号为 89 开头的 19-20 位 ICCID，或 11-13 位数字');
    expect(configCalls()).toEqual([]);
  });

  it('asks how a card logs in once its number is whole, not while an ICCID is still typed', async () => {
    serve();
    await showLogin();
    type(cardInput(), '8986011234567');
    type(cardInput(), PASSWORD_CARD);
    await screen.findByLabelText('卡密码');
    expect(configCalls()).toEqual([`/api/simLoginConfig?simNo=${PASSWORD_CARD}&promoCode=demo`]);
    type(cardInput(), NORMAL);
    await vi.waitFor(() => expect(screen.queryByLabelText('卡密码')).not.toBeInTheDocument());
  });

  it('offers the SMS code of an sms card, sent to its bound phone', async () => {
    serve({ '/api/simLoginCode': () => envelope('simLoginCode', { resendAfterSeconds: 60, expiresInSeconds: 300, boundMobile: '138****0001' }) });
    await showLogin();
    type(cardInput(), SMS_CARD);
    await screen.findByText('验证码将发送至绑定手机 138****0001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送至 138****0001，5 分钟内有效');
    expect(screen.getByRole('button', { name: '60 秒后重发' }).hasAttribute('disabled')).toBe(true);
    const codeSent = fetch.mock.calls.findIndex(([url]) => url === '/api/simLoginCode');
    expect(JSON.parse(String(sent(fetch, codeSent).init.body))).toEqual({ simNo: SMS_CARD });
  });

  it('logs in, keeps the card and its token, sends both with later calls, and opens the IoT home', async () => {
    serve({ '/api/simLogin': (body) => (body.password === '123456' ? session(PASSWORD_CARD) : refusal(-1, '卡密码错误')) });
    await showLogin();
    type(cardInput(), PASSWORD_CARD.toLowerCase());
    type(await screen.findByLabelText('卡密码'), '123456');
    agree();
    logIn();
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/index'));
    expect(useIotStore.getState()).toMatchObject({ simNo: PASSWORD_CARD, cardToken: `tok-${PASSWORD_CARD}`, loginSns: [PASSWORD_CARD] });
    fetch.mockResolvedValue(envelope('simLogout', null));
    await call('simLayout');
    const { headers } = sent(fetch, fetch.mock.calls.length - 1);
    expect(headers.get('sim-no')).toBe(PASSWORD_CARD);
    expect(headers.get(CARD_TOKEN_HEADER)).toBe(`tok-${PASSWORD_CARD}`);
  });

  it('goes back to the card page that sent the holder, and never to a page that is not a card page', async () => {
    serve({ '/api/simLogin': () => session(NORMAL) });
    await showLogin(`/pages/iot/login/index?redirect=${encodeURIComponent('/pages/iot/index/balance/index')}`);
    type(cardInput(), NORMAL);
    agree();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false));
    logIn();
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/balance/index'));
    cleanup();
    await showLogin(`/pages/iot/login/index?redirect=${encodeURIComponent('/pages/order/index')}`);
    type(cardInput(), NORMAL);
    agree();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false));
    logIn();
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/index'));
  });

  it("drops what an earlier card was answered, so the new card never sees it", async () => {
    serve({ '/api/simLogin': () => session(NORMAL) });
    const client = await showLogin();
    client.setQueryData(cardQuery('simInfo', PASSWORD_CARD).queryKey, aSimInfo({ simNo: PASSWORD_CARD }));
    type(cardInput(), NORMAL);
    agree();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false));
    logIn();
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/index'));
    expect(client.getQueryCache().findAll({ queryKey: ['simInfo'] })).toEqual([]);
  });

  it("says the server's refusal once, beside the form, until the password changes", async () => {
    serve({ '/api/simLogin': () => refusal(-1, '卡密码错误，还可尝试 4 次') });
    await showLogin();
    type(cardInput(), PASSWORD_CARD);
    type(await screen.findByLabelText('卡密码'), '654321');
    agree();
    logIn();
    expect((await screen.findByRole('alert')).textContent).toBe('卡密码错误，还可尝试 4 次');
    expect(ui.toast).not.toHaveBeenCalled();
    expect(useIotStore.getState().simNo).toBe('');
    type(screen.getByLabelText('卡密码'), '111111');
    await noAlert();
  });

  it('sends nothing without the agreement, or with a short password, and says why', async () => {
    serve();
    await showLogin();
    type(cardInput(), PASSWORD_CARD);
    type(await screen.findByLabelText('卡密码'), '123456');
    logIn();
    await alertSays('请阅读并同意用户协议');
    agree();
    await noAlert();
    type(screen.getByLabelText('卡密码'), '123');
    logIn();
    await alertSays('卡密码为 6 位数字');
    expect(fetch.mock.calls.some(([url]) => url === '/api/simLogin')).toBe(false);
  });

  it('lists recent cards newest first: a tap fills the number, × forgets one', async () => {
    serve();
    useIotStore.setState({ loginSns: [PASSWORD_CARD, NORMAL] });
    await showLogin();
    const chips = screen.getByRole('region', { name: '最近登录' });
    expect([...chips.querySelectorAll('.recent-cards__pick')].map((chip) => chip.textContent)).toEqual([PASSWORD_CARD, NORMAL]);
    fireEvent.click(screen.getByRole('button', { name: PASSWORD_CARD }));
    expect((cardInput() as HTMLInputElement).value).toBe(PASSWORD_CARD);
    await screen.findByLabelText('卡密码');
    fireEvent.click(screen.getByRole('button', { name: `删除 ${NORMAL}` }));
    expect(useIotStore.getState().loginSns).toEqual([PASSWORD_CARD]);
    expect(screen.queryByRole('button', { name: NORMAL })).not.toBeInTheDocument();
  });

  it('opens the user agreement from its title', async () => {
    serve();
    await showLogin();
    fireEvent.click(screen.getByRole('button', { name: '《用户服务协议》' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/login/protocol'));
  });

  it("follows the typed card's promoter: logo, title, notice and agreement; the page's own while a card is checked, never an earlier card's", async () => {
    const SUNRISE_CARD = '8986011234567890006';
    const sunrise = answerOf('simLoginConfig', { title: '朝阳通信 · 卡务中心', logo: '/shop/brand/sunrise-logo.svg', notice: '朝阳卡友请登录', protocolTitle: '《朝阳通信用户协议》', mode: 'none', boundMobile: null });
    let answerNormal: (answer: Response) => void = () => undefined;
    fetch.mockImplementation(async (url) => {
      const simNo = new URL(String(url), 'http://localhost').searchParams.get('simNo');
      if (simNo === SUNRISE_CARD) return envelope('simLoginConfig', sunrise);
      if (simNo === NORMAL) return new Promise<Response>((resolve) => (answerNormal = resolve));
      return envelope('simLoginConfig', { ...page, mode: 'none' });
    });
    await showLogin();
    const logo = () => document.querySelector('.card-login__logo')?.getAttribute('src');
    type(cardInput(), SUNRISE_CARD);
    await screen.findByRole('heading', { name: sunrise.title });
    expect(logo()).toBe(sunrise.logo);
    expect(screen.getByText(sunrise.notice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sunrise.protocolTitle })).toBeInTheDocument();
    agree();
    type(cardInput(), NORMAL);
    await screen.findByRole('heading', { name: page.title });
    expect(logo()).toBe(page.logo);
    expect(screen.queryByText(sunrise.notice)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: page.protocolTitle })).toBeInTheDocument();
    answerNormal(envelope('simLoginConfig', { ...page, title: '号码优选 · 流量卡自助', protocolTitle: '《号码优选流量卡用户协议》', mode: 'none' }));
    await screen.findByRole('heading', { name: '号码优选 · 流量卡自助' });
    expect(screen.getByRole('button', { name: '《号码优选流量卡用户协议》' })).toBeInTheDocument();
    // Agreeing was to the other promoter's terms: these are asked for afresh.
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('keeps the agreement while a card is checked, and for a card of the same terms', async () => {
    const terms = answerOf('simLoginConfig', { ...page, protocolTitle: '《朝阳通信用户协议》', mode: 'none', boundMobile: null });
    const OTHER_SUNRISE_CARD = '8986011234567890007';
    let answerOther: (answer: Response) => void = () => undefined;
    fetch.mockImplementation(async (url) => {
      const simNo = new URL(String(url), 'http://localhost').searchParams.get('simNo');
      if (simNo === NORMAL) return envelope('simLoginConfig', terms);
      if (simNo === OTHER_SUNRISE_CARD) return new Promise<Response>((resolve) => (answerOther = resolve));
      return envelope('simLoginConfig', { ...page, mode: 'none' });
    });
    await showLogin();
    type(cardInput(), NORMAL);
    await screen.findByRole('button', { name: terms.protocolTitle });
    agree();
    type(cardInput(), OTHER_SUNRISE_CARD);
    await screen.findByRole('button', { name: page.protocolTitle });
    expect(screen.getByRole('checkbox')).toBeChecked();
    answerOther(envelope('simLoginConfig', terms));
    await screen.findByRole('button', { name: terms.protocolTitle });
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
