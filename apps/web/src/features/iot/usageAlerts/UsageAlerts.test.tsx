import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UsageAlert, UsageSettings } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt } from '../../../shared/pageTesting';
import { showToast } from '../../../shared/popups';
import { renderWithQueries } from '../../../shared/query/testing';
import { byPath, envelope } from '../../../shared/request/testing';
import { asCardHolder, aSimInfo } from '../iotTesting';
import { UsageAlertNotice } from './UsageAlertNotice';
import { UsageAlertSettings } from './UsageAlertSettings';

vi.mock('../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();
const GB = 1024;

const someSettings = (overrides: Partial<UsageSettings> = {}): UsageSettings => ({
  levels: [80],
  addonCapFen: null,
  addonSpentFen: 1250,
  month: '2026-03',
  unlimited: false,
  boundMobile: '138****8001',
  ...overrides,
});
const anAlert: UsageAlert = { id: 7, level: 80, useFlow: 82 * GB, totalFlow: 100 * GB, alertedAt: '2026-03-10T02:00:00.000Z', texted: true };
const saved: Array<Record<string, unknown>> = [];

function serve(settings = someSettings()) {
  saved.length = 0;
  fetch().mockImplementation(
    byPath({
      '/api/iot/simUsageAlerts': () => envelope('simUsageAlerts', settings),
      '/api/iot/setSimUsageAlerts': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        saved.push(body);
        return envelope('setSimUsageAlerts', { ...settings, ...body });
      },
      '/api/iot/dismissSimUsageAlert': (_url, init) => {
        saved.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return envelope('dismissSimUsageAlert', null);
      },
    }),
  );
}

beforeEach(async () => {
  await openAt('/pages-sub/iot/index/packageInfo/index');
});

describe('the usage alert settings', () => {
  it('show the chosen levels, where alerts go, and this month’s add-on spending', async () => {
    serve();
    renderWithQueries(<UsageAlertSettings />);
    const form = await screen.findByRole('form', { name: '用量提醒与加油包限额' });
    expect(within(form).getByRole('checkbox', { name: '套餐的 80%' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: '套餐的 50%' })).toHaveProperty('checked', false);
    expect(within(form).getByText('提醒将以短信发送至 138****8001，并显示在卡片首页；每个档位每个周期只提醒一次。')).toBeInTheDocument();
    expect(within(form).getByText('2026-03 加油包已花费 ¥12.50')).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: '限制每月加油包消费' })).toHaveProperty('checked', false);
  });

  it('check the cap as it is typed, and save the levels with the cap in fen', async () => {
    serve();
    renderWithQueries(<UsageAlertSettings />);
    fireEvent.click(await screen.findByRole('checkbox', { name: '套餐的 100%' }));
    fireEvent.click(screen.getByRole('switch', { name: '限制每月加油包消费' }));
    const amount = screen.getByRole('textbox', { name: '限额（元）' });
    const save = screen.getByRole('button', { name: '保存' });
    expect(screen.getByRole('alert').textContent).toBe('请输入限额金额，或关闭限额');
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(amount, { target: { value: '12.345' } });
    expect(screen.getByRole('alert').textContent).toBe('请输入金额（元），最多两位小数');
    fireEvent.change(amount, { target: { value: '100001' } });
    expect(screen.getByRole('alert').textContent).toBe('限额不能超过 ¥100000.00');
    fireEvent.change(amount, { target: { value: '50.5' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() => expect(saved).toEqual([{ levels: [80, 100], addonCapFen: 5050 }]));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已保存'));
  });

  it('turn the cap off and every level off', async () => {
    serve(someSettings({ levels: [50], addonCapFen: 3000 }));
    renderWithQueries(<UsageAlertSettings />);
    expect(await screen.findByRole('textbox', { name: '限额（元）' })).toHaveProperty('value', '30');
    fireEvent.click(screen.getByRole('checkbox', { name: '套餐的 50%' }));
    fireEvent.click(screen.getByRole('switch', { name: '限制每月加油包消费' }));
    expect(screen.queryByRole('textbox', { name: '限额（元）' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // Empty values are dropped on the way (spec 5): the server reads nothing as none.
    await waitFor(() => expect(saved).toEqual([{}]));
  });

  it('say alerts stay on the card home without a bound mobile, and that unlimited plans have none', async () => {
    serve(someSettings({ boundMobile: null }));
    const { unmount } = renderWithQueries(<UsageAlertSettings />);
    expect(await screen.findByText('本卡未绑定手机号，提醒仅显示在卡片首页；每个档位每个周期只提醒一次。')).toBeInTheDocument();
    unmount();
    serve(someSettings({ unlimited: true }));
    renderWithQueries(<UsageAlertSettings />);
    expect(await screen.findByText('您的套餐不限流量，无需按比例提醒。')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '套餐的 80%' })).toHaveProperty('disabled', true);
  });
});

describe('the SIM home notice', () => {
  it('tells the level reached and the use, and is dismissed by the holder', async () => {
    serve();
    renderWithQueries(<UsageAlertNotice info={aSimInfo({ usageAlert: anAlert })} />);
    const notice = screen.getByRole('status', { name: '套餐流量已用 80%' });
    expect(within(notice).getByText('本周期已用 82.00GB，共 100.00GB。')).toBeInTheDocument();
    expect(within(notice).getByText('已同时短信通知您的绑定手机。')).toBeInTheDocument();
    fireEvent.click(within(notice).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(saved).toEqual([{ id: 7 }]));
  });

  it('is not there without an alert', () => {
    serve();
    renderWithQueries(<UsageAlertNotice info={aSimInfo()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
