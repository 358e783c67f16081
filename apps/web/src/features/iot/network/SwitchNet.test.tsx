import { fireEvent, screen } from '@testing-library/react';
import type { NetworkState } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt } from '../../../shared/pageTesting';
import { showDialog } from '../../../shared/popups';
import { renderWithQueries, testQueryClient } from '../../../shared/query/testing';
import { byPath, envelope, refusal } from '../../../shared/request/testing';
import { aSimInfo, asCardHolder } from '../iotTesting';
import { SwitchNetView } from './SwitchNetView';

vi.mock('../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();
const asked: unknown[] = [];

const networks = [
  { operatorType: 1, current: true, inService: true },
  { operatorType: 2, current: false, inService: true },
  { operatorType: 3, current: false, inService: false },
];
const aSwitch = (overrides: Partial<NonNullable<NetworkState['lastSwitch']>> = {}): NetworkState['lastSwitch'] => ({
  fromOperator: 1,
  toOperator: 2,
  status: 'pending',
  failure: null,
  reason: null,
  requestedAt: '2026-11-27T08:00:00.000Z',
  dueAt: '2026-11-27T08:00:05.000Z',
  finishedAt: null,
  ...overrides,
});

/** The states the server answers, in turn; the last one stays. */
function serve(states: [NetworkState, ...NetworkState[]], afterSwitch?: NetworkState) {
  const [first] = states;
  fetch().mockImplementation(
    byPath({
      '/api/iot/simNetState': () => envelope('simNetState', (states.length > 1 ? states.shift() : states[0]) ?? first),
      '/api/iot/simSwitchNet': (_url, init) => {
        asked.push(JSON.parse(String(init?.body)));
        return afterSwitch ? envelope('simSwitchNet', afterSwitch) : refusal(-1, 'unexpected switch');
      },
      '/api/iot/simInfo': () => envelope('simInfo', aSimInfo()),
    }),
  );
}

beforeEach(async () => {
  asked.length = 0;
  vi.mocked(showDialog).mockReset();
  await openAt('/pages/iot/index/switchNet/index');
});

describe('switching the network', () => {
  it('marks the current network and one out of service, confirms, then shows 切换中 until the carrier answers 成功', async () => {
    vi.mocked(showDialog).mockImplementation(async (_text, actions) => actions.find((action) => action.key === 'switch')?.onPress());
    const pending = { operatorType: 1, networks, lastSwitch: aSwitch() };
    serve(
      [{ operatorType: 1, networks, lastSwitch: null }, pending, { operatorType: 2, networks, lastSwitch: aSwitch({ status: 'succeeded', finishedAt: '2026-11-27T08:00:05.000Z' }) }],
      pending,
    );
    const client = testQueryClient();
    const onTheNetwork = ['simInfo', 'simPackageList', 'packageChoose', 'realnameState'];
    for (const name of onTheNetwork) client.setQueryData([name], {});
    renderWithQueries(<SwitchNetView />, { client });
    expect(await screen.findByText('当前')).toBeInTheDocument();
    expect(screen.getByText('未在服务')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '切换到中国联通' }));
    expect(vi.mocked(showDialog).mock.calls[0]?.[0]).toBe('确定切换到中国联通？运营商切换期间网络会中断几秒钟。');
    await vi.waitFor(() => expect(asked).toEqual([{ operatorType: 2 }]));
    expect(await screen.findByText('正在切换到中国联通…')).toBeInTheDocument();
    expect(screen.getByText('切换中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '切换到中国电信' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('已切换到中国联通', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('成功')).toBeInTheDocument();
    expect(onTheNetwork.map((name) => client.getQueryState([name])?.isInvalidated)).toEqual([true, true, true, true]);
  });

  it('offers no switch to a network out of service, and says why', async () => {
    serve([{ operatorType: 1, networks, lastSwitch: null }]);
    renderWithQueries(<SwitchNetView />);
    const telecom = await screen.findByRole('button', { name: '切换到中国电信' });
    expect(telecom.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(telecom.getAttribute('aria-describedby') ?? '')?.textContent).toBe('未在服务');
    expect(screen.getByRole('button', { name: '切换到中国联通' }).hasAttribute('disabled')).toBe(false);
  });

  it('says 失败 and why, and lets the holder try again', async () => {
    serve([{ operatorType: 1, networks, lastSwitch: aSwitch({ toOperator: 3, status: 'failed', failure: 'notInService', reason: '该网络的副卡未在服务中，运营商无法切换' }) }]);
    renderWithQueries(<SwitchNetView />);
    expect(await screen.findByText('仍在中国移动')).toBeInTheDocument();
    expect(screen.getByText('失败')).toBeInTheDocument();
    expect(screen.getByText('该网络的副卡未在服务中，运营商无法切换')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '切换到中国联通' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks nothing of the carrier when the holder cancels', async () => {
    serve([{ operatorType: 1, networks, lastSwitch: null }]);
    renderWithQueries(<SwitchNetView />);
    fireEvent.click(await screen.findByRole('button', { name: '切换到中国联通' }));
    await vi.waitFor(() => expect(showDialog).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([]);
  });

  it('says so for a card with a single network', async () => {
    serve([{ operatorType: 1, networks: [networks[0] as NetworkState['networks'][number]], lastSwitch: null }]);
    renderWithQueries(<SwitchNetView />);
    expect(await screen.findByText('本卡只有一个网络，无需切换。')).toBeInTheDocument();
    expect(screen.queryByText('本卡支持多个运营商网络，可切换到当地信号更好的网络。')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /切换/ })).not.toBeInTheDocument();
  });
});
