import { idCardCheckDigit } from '@shop/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { openAt, showChineseTexts } from '../../../shared/pageTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { envelope, fakeFetch, recordingUi, refusal, reply } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import { useUserStore } from '../../../stores/user';
import { anOrder } from '../orderTesting';
import { OrderSheet } from './OrderSheet';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

/** A valid identity number of someone born on `birth` (YYYYMMDD), registered in Beijing. */
const anIdCard = (birth: string) => {
  const first17 = `110101${birth}123`;
  return `${first17}${idCardCheckDigit(first17)}`;
};
const ADULT = anIdCard('19900307');

const regionFiles: Record<string, unknown> = {
  '/provinces/index.json': [{ code: '440000', name: '广东省' }],
  '/provinces/440000.json': {
    code: '440000',
    name: '广东省',
    cities: [{ code: '440300', name: '深圳市', counties: [{ code: '440305', name: '南山区' }] }],
  },
};

const created = {
  order: anOrder({ orderSn: 'SN20250101120000123456', amountFen: 94700 }),
  session: { token: 'tok-1', mobile: '138****8000', expiresAt: '2099-01-01T00:00:00Z', orderSn: null },
};

/** Answers the region files and the code; `order` answers each order attempt in turn. */
function serve(...order: (() => Response | Promise<Response>)[]) {
  fetch.mockImplementation(async (input) => {
    const url = String(input);
    if (url in regionFiles) return reply(regionFiles[url]);
    if (url === '/api/hk/sendCode') return envelope('sendCode', { resendAfterSeconds: 60, expiresInSeconds: 300 });
    if (url === '/api/shop/order/create') {
      const next = order.shift();
      if (next) return next();
    }
    throw new Error(`unexpected ${url}`);
  });
}

const orderBodies = () =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/shop/order/create').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(field(label));
const submitButton = () => screen.getByRole('button', { name: /提交订单|正在提交/ });

function showForm() {
  renderWithQueries(
    <OrderSheet
      item={{ kind: 'number', number: '13800138888' }}
      heading={<p>13800138888</p>}
      charges={[
        { label: '号码费', fen: 88800 },
        { label: '首月套餐费', fen: 5900 },
      ]}
      open
      onClose={() => undefined}
    />,
  );
}

async function chooseRegion() {
  fireEvent.click(field('所在地区'));
  fireEvent.click(await screen.findByRole('button', { name: '广东省' }));
  fireEvent.click(await screen.findByRole('button', { name: '深圳市' }));
  fireEvent.click(await screen.findByRole('button', { name: '南山区' }));
}

async function fillForm() {
  type('姓名', '张三');
  type('身份证号', ADULT);
  type('手机号', '13800138000');
  type('验证码', '123456');
  await chooseRegion();
  type('详细地址', '科技园南区 8 栋 101');
}

beforeAll(showChineseTexts);

beforeEach(async () => {
  fetch = fakeFetch();
  ui = recordingUi();
  useSessionStore.setState({ promoCode: '', orderSessionId: '', pageOptions: {} });
  useUserStore.getState().logout();
  await openAt('/pages/goods/pretty/index?id=77&number=13800138888');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order form as it is filled in', () => {
  it('says at once what no more typing can fix, and the rest once the field is left', () => {
    showForm();
    type('手机号', '2');
    expect(screen.getByText('请输入 11 位手机号')).toBeInTheDocument();
    type('手机号', '138');
    expect(screen.queryByText('请输入 11 位手机号')).not.toBeInTheDocument();
    leave('手机号');
    expect(screen.getByText('请输入 11 位手机号')).toBeInTheDocument();
    type('手机号', '13800138000');
    expect(screen.queryByText('请输入 11 位手机号')).not.toBeInTheDocument();

    type('姓名', '张');
    leave('姓名');
    expect(screen.getByText('姓名须为 2–20 个字')).toBeInTheDocument();
    type('姓名', '张3');
    expect(screen.getByText('姓名只能包含汉字、字母和间隔号')).toBeInTheDocument();
  });

  it('checks the identity number, tells the age it gives and refuses ages outside 16 to 65', () => {
    showForm();
    type('身份证号', `${ADULT.slice(0, 17)}${ADULT.endsWith('0') ? '1' : '0'}`);
    expect(screen.getByText('身份证号码不正确')).toBeInTheDocument();
    type('身份证号', ADULT);
    expect(screen.getByText(/周岁，符合办理条件/)).toBeInTheDocument();
    type('身份证号', anIdCard('20150101'));
    expect(screen.getByText(/办理人须年满 16 周岁且不超过 65 周岁（当前 \d+ 周岁）/)).toBeInTheDocument();
    type('身份证号', anIdCard('19400101'));
    expect(screen.getByText(/办理人须年满 16 周岁/)).toBeInTheDocument();
  });

  it('names a birth date before 1900 or after today apart from a mistyped number', () => {
    showForm();
    type('身份证号', anIdCard('18991231'));
    expect(field('身份证号')).toHaveAccessibleDescription('身份证号码中的出生日期须在 1900 年至今天之间');
    type('身份证号', anIdCard('20991231'));
    expect(field('身份证号')).toHaveAccessibleDescription('身份证号码中的出生日期须在 1900 年至今天之间');
    type('身份证号', anIdCard('19990229'));
    expect(field('身份证号')).toHaveAccessibleDescription('身份证号码不正确');
    type('身份证号', anIdCard('20000229'));
    expect(field('身份证号')).toHaveAccessibleDescription(/周岁，符合办理条件/);
  });

  it('shows the identity number and mobile masked once left, in full again while edited', () => {
    showForm();
    type('身份证号', ADULT.toLowerCase());
    leave('身份证号');
    expect(field('身份证号').value).toBe(`110***********${ADULT.slice(14)}`);
    fireEvent.focus(field('身份证号'));
    expect(field('身份证号').value).toBe(ADULT);

    type('手机号', '138 0013 8000');
    leave('手机号');
    expect(field('手机号').value).toBe('138****8000');
    fireEvent.focus(field('手机号'));
    expect(field('手机号').value).toBe('13800138000');
  });

  it('sends the code to a valid mobile only, then counts down before it may be sent again', async () => {
    // Only the clock and the ticker: React and the request helper keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    serve();
    showForm();
    const send = () => screen.getByRole('button', { name: /获取验证码|秒后重发|重新获取|发送中/ });
    expect(send().hasAttribute('disabled')).toBe(true);
    type('手机号', '13800138000');
    fireEvent.click(send());
    await screen.findByText('验证码已发送至 138****8000，5 分钟内有效');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ mobile: '13800138000' });
    expect(send().textContent).toMatch(/^(60|59) 秒后重发$/);
    expect(send().hasAttribute('disabled')).toBe(true);
    // Async act: the countdown subscribes to the ticker in an effect, which must run before time moves on.
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    expect(send().textContent).toMatch(/^(30|29) 秒后重发$/);
    await act(async () => void (await vi.advanceTimersByTimeAsync(31_000)));
    expect(send().textContent).toBe('重新获取');
    expect(send().hasAttribute('disabled')).toBe(false);
  });

  it('ticks the agreement when the entry link says agreeAgreement=1', async () => {
    await openAt('/pages/goods/pretty/index?number=13800138888&agreeAgreement=1');
    showForm();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});

describe('sending the order', () => {
  it('sends nothing while a field is wrong, and shows every field that is', async () => {
    showForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请选择所在地区')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意入网协议及交易条款')).toBeInTheDocument();
    expect(document.activeElement).toBe(field('姓名'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the amount, sends the filled form once, keeps the session and goes on to pay', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    showForm();
    expect(submitButton().textContent).toBe('提交订单 ¥947.00');
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('正在提交…'));
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(submitButton());
    answer(envelope('orderCreate', created));
    await waitFor(() => expect(history.location().path).toBe('/pages/order/pay/index'));

    expect(history.location().query).toEqual({ orderSn: 'SN20250101120000123456' });
    const [body, ...others] = orderBodies();
    expect(others).toHaveLength(0);
    expect(body).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      item: { kind: 'number', number: '13800138888' },
      buyer: { name: '张三', idCard: ADULT, mobile: '13800138000', smsCode: '123456' },
      address: { provinceCode: '440000', cityCode: '440300', countyCode: '440305', detail: '科技园南区 8 栋 101' },
      agreeAgreement: true,
    });
    expect(useSessionStore.getState().orderSessionId).toBe('tok-1');
    expect(useUserStore.getState().mobile).toBe('138****8000');
  });

  it('repeats the idempotency key after a lost answer, and takes a new one for a changed form', async () => {
    serve(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => refusal(-1, '验证码不正确'),
      () => envelope('orderCreate', created),
    );
    showForm();
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submitButton());
    await screen.findByText(/不会重复下单/);
    fireEvent.click(submitButton());
    await screen.findByText('验证码不正确');
    type('验证码', '654321');
    fireEvent.click(submitButton());
    await waitFor(() => expect(history.location().path).toBe('/pages/order/pay/index'));

    const [lost, retried, changed] = orderBodies().map((body) => body.idempotencyKey);
    expect(retried).toBe(lost);
    expect(changed).not.toBe(lost);
  });

  it('leaves a taken number to the catalogue dialog, with no message of its own', async () => {
    serve(() => refusal(32001, ''));
    showForm();
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(ui.dialog).toHaveBeenCalledTimes(1));
    expect(ui.dialog.mock.calls[0]?.[0].content).toBe('哎呀！客官来晚了，号码被他人抢先预约！');
    expect(ui.toast).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });
});
