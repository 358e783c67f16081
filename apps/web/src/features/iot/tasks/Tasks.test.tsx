import { fireEvent, screen, within } from '@testing-library/react';
import type { DataOf, EndpointOf, SignInState, Task } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { aPage, openAt, stubIntersectionObserver } from '../../../shared/pageTesting';
import { showToast } from '../../../shared/popups';
import { renderWithQueries } from '../../../shared/query/testing';
import { byPath, envelope } from '../../../shared/request/testing';
import { aSimInfo, asCardHolder } from '../iotTesting';
import { PointsLog } from './PointsLog';
import { TaskCentre } from './TaskCentre';

vi.mock('../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();

type Centre = DataOf<EndpointOf<'taskCenter'>>;

/** A week of sign-ins: 5 points a day, a bonus on days 3 and 7; the first `signed` days signed. */
const aWeek = (signed: number, signedToday: boolean): SignInState => ({
  signedToday,
  streak: signed,
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, points: 5, bonus: day === 3 ? 10 : day === 7 ? 30 : 0, signed: day <= signed })),
});

const aTask = (overrides: Partial<Task> = {}): Task => ({
  id: 2,
  kind: 'firstRecharge',
  name: '首次充值',
  description: '首次充值任意金额',
  rewardPoints: 50,
  done: false,
  doneAt: null,
  ...overrides,
});

const aCentre = (overrides: Partial<Centre> = {}): Centre => ({
  integral: 120,
  multiplier: 1,
  signIn: aWeek(2, false),
  tasks: [
    aTask({ id: 1, kind: 'signIn', name: '每日签到', rewardPoints: 5 }),
    aTask(),
    aTask({ id: 3, kind: 'buyPackage', name: '订购套餐', description: '订购任意套餐', rewardPoints: 100, done: true, doneAt: '2025-03-01T02:00:00.000Z' }),
    aTask({ id: 4, kind: 'realName', name: '实名认证', description: '完成实名认证', rewardPoints: 80 }),
    aTask({ id: 5, kind: 'bindPhone', name: '绑定手机', description: '绑定常用手机号', rewardPoints: 30 }),
  ],
  ...overrides,
});

beforeEach(async () => {
  stubIntersectionObserver();
  vi.mocked(showToast).mockClear();
  await openAt('/pages-sub/iot/task/index');
});

describe('the task centre', () => {
  it("shows the card's points, the week's days with their points, bonus days and signed days, and the streak", async () => {
    fetch().mockImplementation(byPath({ '/api/iot/taskCenter': () => envelope('taskCenter', aCentre()) }));
    renderWithQueries(<TaskCentre />);
    const points = await screen.findByRole('region', { name: '我的积分' });
    expect(within(points).getByText('120')).toBeInTheDocument();
    // No membership: no multiplier promised.
    expect(within(points).queryByText(/VIP/)).not.toBeInTheDocument();
    const signIn = screen.getByRole('region', { name: '每日签到' });
    expect(within(signIn).getByText('已连续签到 2 天')).toBeInTheDocument();
    const days = within(within(signIn).getByRole('list', { name: '本周签到' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days.map((day) => day.textContent)).toEqual([
      '第 1 天+5✓ 已签',
      '第 2 天+5✓ 已签',
      '第 3 天+5奖励 +10',
      '第 4 天+5',
      '第 5 天+5',
      '第 6 天+5',
      '第 7 天+5奖励 +30',
    ]);
    expect(days[2]?.className).toContain('signin-day--bonus');
    expect(days[0]?.className).toContain('signin-day--signed');
    // The day a sign-in now would tick stands out.
    expect(days.map((day) => day.className.includes('signin-day--today'))).toEqual([false, false, true, false, false, false, false]);
  });

  it('signs in once: the toast says the points and the bonus, and the button turns to signed', async () => {
    let signed = false;
    const signIns: string[] = [];
    fetch().mockImplementation(
      byPath({
        '/api/iot/taskCenter': () => envelope('taskCenter', aCentre({ integral: signed ? 135 : 120, signIn: aWeek(signed ? 3 : 2, signed) })),
        '/api/iot/generalSignIn': (_url, init) => {
          signIns.push(String(init?.method));
          signed = true;
          return envelope('generalSignIn', { points: 5, bonus: 10, streak: 3, integral: 135 });
        },
        '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ integral: 135 })),
      }),
    );
    renderWithQueries(<TaskCentre />);
    fireEvent.click(await screen.findByRole('button', { name: '签到' }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('+5 积分，连签奖励 +10'));
    expect(signIns).toEqual(['POST']);
    const button = await screen.findByRole('button', { name: '今日已签到' });
    expect(button).toBeDisabled();
    expect(await screen.findByText('135')).toBeInTheDocument();
    expect(screen.getByText('已连续签到 3 天')).toBeInTheDocument();
  });

  it('keeps the button off on a day already signed', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/taskCenter': () => envelope('taskCenter', aCentre({ signIn: aWeek(3, true) })) }));
    renderWithQueries(<TaskCentre />);
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
  });

  it('lists the one-off tasks with their reward, done or a way to the feature that completes each', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/taskCenter': () => envelope('taskCenter', aCentre({ multiplier: 2 })) }));
    renderWithQueries(<TaskCentre />);
    expect(await screen.findByText('VIP ×2')).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: '任务列表' });
    // The sign-in has its own card, not a line of the list.
    expect(within(tasks).queryByRole('article', { name: '每日签到' })).not.toBeInTheDocument();
    const recharge = within(tasks).getByRole('article', { name: '首次充值' });
    expect(within(recharge).getByText('+50 积分')).toBeInTheDocument();
    expect(within(within(tasks).getByRole('article', { name: '订购套餐' })).getByText('已完成')).toBeInTheDocument();
    expect(within(tasks).queryByRole('button', { name: '去完成 订购套餐' })).not.toBeInTheDocument();

    const pages = [
      ['去完成 首次充值', '/pages/iot/index/balance/index'],
      ['去完成 实名认证', '/pages/iot/index/realnameAuth/index'],
      ['去完成 绑定手机', '/pages/iot/index/bindPhone/index'],
    ];
    for (const [name, path] of pages) {
      await openAt('/pages-sub/iot/task/index');
      fireEvent.click(within(tasks).getByRole('button', { name }));
      await vi.waitFor(() => expect(history.location().path).toBe(path));
    }
  });

  it('leads to the rules, the points log and the wide view, which shows the same parts', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/taskCenter': () => envelope('taskCenter', aCentre()) }));
    renderWithQueries(<TaskCentre />);
    fireEvent.click(await screen.findByRole('button', { name: '任务规则' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/protocol/taskRule'));
    fireEvent.click(screen.getByRole('button', { name: '横屏查看' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/task/landscape'));
  });

  it('lays the same parts out wide in the landscape view: the week in one row, the tasks side by side', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/taskCenter': () => envelope('taskCenter', aCentre()) }));
    renderWithQueries(<TaskCentre view="landscape" />);
    expect((await screen.findByRole('region', { name: '每日签到' })).className).toContain('signin--wide');
    expect(screen.getByRole('region', { name: '任务列表' }).className).toContain('tasks--wide');
    expect(screen.getByRole('article', { name: '首次充值' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '列表查看' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/task/index'));
  });
});

describe('the points log', () => {
  it("shows the card's points and each change: its reason, subject, signed amount, points after and time", async () => {
    fetch().mockImplementation(
      byPath({
        '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ integral: 435 })),
        '/api/iot/simIntegralLogList': () =>
          envelope('simIntegralLogList', aPage([
              { id: 3, reason: 'refund', amount: 300, balanceAfter: 435, subject: '保温杯', orderSn: 'PS1', createdAt: '2025-03-01T02:10:00.000Z' },
              { id: 2, reason: 'purchase', amount: -300, balanceAfter: 135, subject: '保温杯', orderSn: 'PS1', createdAt: '2025-03-01T02:05:00.000Z' },
              { id: 1, reason: 'signIn', amount: 5, balanceAfter: 435, subject: null, orderSn: null, createdAt: '2025-03-01T02:00:00.000Z' },
            ])),
      }),
    );
    renderWithQueries(<PointsLog />);
    expect(within(await screen.findByRole('region', { name: '我的积分' })).getByText('435')).toBeInTheDocument();
    const refund = await screen.findByRole('article', { name: '订单取消退回' });
    expect(within(refund).getByText('保温杯')).toBeInTheDocument();
    expect(within(refund).getByText('+300').className).toContain('points-amount--earned');
    expect(within(refund).getByText('积分 435')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '积分兑换' })).getByText('-300').className).toContain('points-amount--spent');
    expect(within(screen.getByRole('article', { name: '每日签到' })).getByText('+5')).toBeInTheDocument();
  });

  it('says when the points never moved, leading to the task centre', async () => {
    fetch().mockImplementation(
      byPath({
        '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ integral: 0 })),
        '/api/iot/simIntegralLogList': () => envelope('simIntegralLogList', aPage([])),
      }),
    );
    renderWithQueries(<PointsLog />);
    fireEvent.click(await screen.findByRole('button', { name: '去任务中心赚积分' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/task/index'));
  });
});
