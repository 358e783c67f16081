import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt } from '../../../shared/pageTesting';
import { renderWithQueries, testQueryClient } from '../../../shared/query/testing';
import { byPath, envelope, refusal } from '../../../shared/request/testing';
import { aSimInfo, asCardHolder } from '../iotTesting';
import { BindPhoneView } from './bindPhone/BindPhoneView';

vi.mock('../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();
const sent: Array<{ path: string; body: unknown }> = [];

const body = (init: RequestInit | undefined): unknown => (init?.body ? JSON.parse(String(init.body)) : undefined);

function serve(boundMobile: string | null, bindAnswers: Array<() => Response> = []) {
  fetch().mockImplementation(
    byPath({
      '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ boundMobile })),
      '/api/iot/bindMobileCode': (_url, init) => {
        sent.push({ path: 'new', body: body(init) });
        return envelope('bindMobileCode', { resendAfterSeconds: 60, expiresInSeconds: 300, mobile: '138****8000' });
      },
      '/api/iot/bindMobileOldCode': () => {
        sent.push({ path: 'old', body: null });
        return envelope('bindMobileOldCode', { resendAfterSeconds: 60, expiresInSeconds: 300, mobile: '139****9011' });
      },
      '/api/iot/simBindMobile': (_url, init) => {
        sent.push({ path: 'bind', body: body(init) });
        return (bindAnswers.shift() ?? (() => envelope('simBindMobile', { boundMobile: '138****8000' })))();
      },
    }),
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

beforeEach(async () => {
  sent.length = 0;
  await openAt('/pages/iot/index/bindPhone/index');
});

describe('binding a phone', () => {
  it('says what is wrong with the mobile as it is typed, and sends no code to a wrong one', async () => {
    serve(null);
    renderWithQueries(<BindPhoneView />);
    expect(await screen.findByText('本卡尚未绑定手机号。')).toBeInTheDocument();
    expect(screen.queryByLabelText('原验证码')).not.toBeInTheDocument();
    type('新手机号', '2');
    await vi.waitFor(() => expect(alerts()).toEqual(['请输入以 1 开头的 11 位手机号']));
    type('新手机号', '138001');
    await vi.waitFor(() => expect(alerts()).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await vi.waitFor(() => expect(alerts()).toEqual(['请输入以 1 开头的 11 位手机号']));
    expect(sent).toEqual([]);
  });

  it('sends the code to the new mobile, shows where it went, binds with it, and has what depends on the mobile read again', async () => {
    serve(null);
    const client = testQueryClient();
    for (const name of ['simUsageAlerts', 'deviceInfo']) client.setQueryData([name], {});
    renderWithQueries(<BindPhoneView />, { client });
    await screen.findByLabelText('新手机号');
    type('新手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/138\*\*\*\*8000/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\d+ 秒后重发|重新发送/ }).hasAttribute('disabled')).toBe(true);
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    await vi.waitFor(() => expect(sent.at(-1)).toEqual({ path: 'bind', body: { mobile: '13800138000', code: '123456' } }));
    expect(sent[0]).toEqual({ path: 'new', body: { mobile: '13800138000' } });
    await vi.waitFor(() => expect(['simUsageAlerts', 'deviceInfo'].map((name) => client.getQueryState([name])?.isInvalidated)).toEqual([true, true]));
  });

  it('asks for the old mobile\'s code too when changing it, and shows the refusal', async () => {
    serve('139****9011', [() => refusal(-1, '原手机号验证码：验证码错误，还可尝试 4 次')]);
    renderWithQueries(<BindPhoneView />);
    expect(await screen.findByText('当前绑定：139****9011')).toBeInTheDocument();
    expect(screen.getByText('更换绑定需同时验证原手机号 139****9011')).toBeInTheDocument();
    const [, sendOld] = screen.getAllByRole('button', { name: '获取验证码' });
    fireEvent.click(sendOld as HTMLElement);
    await vi.waitFor(() => expect(sent).toEqual([{ path: 'old', body: null }]));
    type('新手机号', '13800138000');
    type('验证码', '123456');
    type('原验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '更换绑定' }));
    await vi.waitFor(() => expect(alerts()).toContain('原手机号验证码：验证码错误，还可尝试 4 次'));
    expect(sent.at(-1)).toEqual({ path: 'bind', body: { mobile: '13800138000', code: '123456', oldCode: '654321' } });
  });
});
