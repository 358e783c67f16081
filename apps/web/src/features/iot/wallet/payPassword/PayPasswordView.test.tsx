import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt } from '../../../../shared/pageTesting';
import { renderWithQueries } from '../../../../shared/query/testing';
import { byPath, envelope, refusal } from '../../../../shared/request/testing';
import { aSimInfo, asCardHolder } from '../../iotTesting';
import { bodyOf } from '../walletTesting';
import { PayPasswordView } from './PayPasswordView';

vi.mock('../../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();
const saved: Array<Record<string, unknown>> = [];

beforeEach(async () => {
  saved.length = 0;
  await openAt('/pages/iot/index/payPassword/index');
  fetch().mockImplementation(
    byPath({
      '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ existPayPassword: true })),
      '/api/iot/payPassCode': () => envelope('payPassCode', { resendAfterSeconds: 60, expiresInSeconds: 300, boundMobile: '144****5678' }),
      '/api/iot/simUpdatePayPass': (_url, init) => {
        saved.push(bodyOf(init));
        return saved.length === 1 ? refusal(-1, '验证码不正确') : envelope('simUpdatePayPass', { set: true, lockedUntil: null, triesLeft: 5 });
      },
    }),
  );
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('setting the pay password', () => {
  it('sends the code to the bound mobile, shows where it went and counts down', async () => {
    renderWithQueries(<PayPasswordView />);
    expect(await screen.findByText('已设置支付密码，保存后将替换原密码。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/144\*\*\*\*5678/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\d+ 秒后重发|重新发送/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says why a weak password is refused as it is typed', async () => {
    renderWithQueries(<PayPasswordView />);
    await screen.findByLabelText('新密码');
    type('新密码', '888888');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('不能全部是同一个数字'));
    type('新密码', '345678');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('不能是 123456 这样的连续数字'));
    type('新密码', '890001');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('不能是卡号的后 6 位'));
    type('新密码', '2048');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    type('新密码', '204816');
    type('确认密码', '204817');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('两次输入的密码不一致'));
  });

  it("sends the code and the password, shows the server's refusal, then saves", async () => {
    renderWithQueries(<PayPasswordView />);
    await screen.findByLabelText('新密码');
    type('验证码', '123456');
    type('新密码', '204816');
    type('确认密码', '204816');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('验证码不正确'));
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ code: '654321', password: '204816' });
  });
});
