import { fireEvent, screen, within } from '@testing-library/react';
import type { DeviceInfo } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt } from '../../../shared/pageTesting';
import { showDialog } from '../../../shared/popups';
import { renderWithQueries, testQueryClient } from '../../../shared/query/testing';
import { byPath, envelope, refusal, reply } from '../../../shared/request/testing';
import { aSimInfo, asCardHolder } from '../iotTesting';
import { cardQuery } from '../session';
import { useDeviceInfo } from './deviceQueries';
import { DeviceManage } from './DeviceManage';
import { SetSsidPwd } from './SetSsidPwd';
import { WifiConnect } from './WifiConnect';
import { WifiShare } from './WifiShare';

vi.mock('../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));
vi.mock('./wifiImage', () => ({ drawQr: vi.fn(async () => undefined), drawWifiImage: vi.fn(), shareOrSave: vi.fn() }));

const fetch = asCardHolder();
const band = { encryption: 'WPA2-PSK' as const, switch: true, show: true, connCount: 3, maxConnCount: 10 };
const anInfo = (overrides: Partial<DeviceInfo> = {}): DeviceInfo => ({
  deviceNo: 'SMF5G20260002',
  state: 'online',
  online: true,
  bands: [
    { ...band, band: '2.4G', name: 'SunMiFi-0002' },
    { ...band, band: '5G', name: 'SunMiFi-0002-5G', connCount: 1 },
  ],
  pending: [],
  proof: { methods: ['sms'], boundMobile: '138****8002', until: null },
  ...overrides,
});
const sentBodies: Array<Record<string, unknown>> = [];
const bodyOf = (init: RequestInit | undefined): Record<string, unknown> => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** Presses the dialog's first action (the confirmation), as the holder would. */
const confirmDialog = () => {
  const [, actions] = vi.mocked(showDialog).mock.calls.at(-1) ?? [];
  actions?.[0]?.onPress();
};

beforeEach(() => {
  sentBodies.length = 0;
  vi.mocked(showDialog).mockClear();
});

describe('the device page', () => {
  it('shows each band with its connections, and restarts only after a confirmation', async () => {
    await openAt('/pages-sub/iot/deviceManage/index');
    fetch().mockImplementation(
      byPath({
        '/api/iot/iotDevice/info': () => envelope('deviceInfo', anInfo()),
        '/api/iot/iotDevice/restart': () => envelope('deviceRestart', anInfo({ state: 'restarting', online: false, pending: [{ kind: 'restart', band: null, name: null, show: null, dueAt: '2026-01-01T00:00:03.000Z' }] })),
      }),
    );
    renderWithQueries(<DeviceManage />);
    const fiveG = await screen.findByRole('article', { name: '5G Wi-Fi' });
    expect(within(fiveG).getByText('SunMiFi-0002-5G')).toBeInTheDocument();
    expect(within(fiveG).getByText('1/10 台设备')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重启' }));
    expect(vi.mocked(showDialog).mock.calls[0]?.[0]).toContain('Wi-Fi 会中断几秒钟');
    expect(fetch().mock.calls.some(([url]) => String(url).includes('/restart'))).toBe(false);
    confirmDialog();
    expect(await screen.findByText('重启中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关机' }).hasAttribute('disabled')).toBe(true);
  });

  it('leads through the proof before switching off, then asks for the confirmation', async () => {
    await openAt('/pages-sub/iot/deviceManage/index');
    const until = new Date(Date.now() + 300_000).toISOString();
    fetch().mockImplementation(
      byPath({
        '/api/iot/iotDevice/info': () => envelope('deviceInfo', anInfo()),
        '/api/iot/iotDevice/prove': (_url, init) => {
          sentBodies.push(bodyOf(init));
          return envelope('deviceProve', { until });
        },
      }),
    );
    renderWithQueries(<DeviceManage />);
    fireEvent.click(await screen.findByRole('button', { name: '关机' }));
    expect(showDialog).not.toHaveBeenCalled();
    const proof = screen.getByRole('form', { name: '验证身份' });
    expect(within(proof).getByText('关机和恢复出厂设置前请先验证身份，验证后 5 分钟内有效。')).toBeInTheDocument();
    fireEvent.change(within(proof).getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(within(proof).getByRole('button', { name: '确认' }));
    await vi.waitFor(() => expect(vi.mocked(showDialog).mock.calls[0]?.[0]).toContain('确定关机'));
    expect(sentBodies).toEqual([{ code: '123456' }]);
    expect(screen.queryByRole('form', { name: '验证身份' })).not.toBeInTheDocument();
  });

  it('says an offline device cannot take actions and offers none', async () => {
    await openAt('/pages-sub/iot/deviceManage/index');
    fetch().mockImplementation(byPath({ '/api/iot/iotDevice/info': () => envelope('deviceInfo', anInfo({ state: 'offline', online: false })) }));
    renderWithQueries(<DeviceManage />);
    expect(await screen.findByText('设备离线：需要设备开机并联网才能操作。')).toBeInTheDocument();
    for (const name of ['重启', '关机', '恢复出厂']) expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
  });
});

describe('following the device', () => {
  it('has the SIM home read the card again once what the device accepted is applied', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const wifiChange = { kind: 'wifi' as const, band: '5G' as const, name: 'Home-5G', show: null, dueAt: '2026-03-01T00:00:00.000Z' };
    const answers = [anInfo({ pending: [wifiChange] }), anInfo()];
    let reads = 0;
    fetch().mockImplementation(byPath({ '/api/iot/iotDevice/info': () => envelope('deviceInfo', answers[Math.min(reads++, 1)] ?? anInfo()) }));
    const client = testQueryClient();
    const simInfoKey = cardQuery('simInfo', aSimInfo().simNo).queryKey;
    client.setQueryData(simInfoKey, aSimInfo());
    function Following() {
      return <p>{useDeviceInfo().data?.pending.length === 0 ? 'applied' : 'applying'}</p>;
    }
    renderWithQueries(<Following />, { client });
    expect(await screen.findByText('applying')).toBeInTheDocument();
    expect(client.getQueryState(simInfoKey)?.isInvalidated).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('applied')).toBeInTheDocument();
    expect(client.getQueryState(simInfoKey)?.isInvalidated).toBe(true);
    vi.useRealTimers();
  });
});

describe('changing the Wi-Fi name and password', () => {
  it('asks for the proof first', async () => {
    await openAt('/pages-sub/iot/deviceManage/setSsidPwd/index?band=5G');
    fetch().mockImplementation(byPath({ '/api/iot/iotDevice/info': () => envelope('deviceInfo', anInfo()) }));
    renderWithQueries(<SetSsidPwd band="5G" />);
    expect(await screen.findByRole('form', { name: '验证身份' })).toBeInTheDocument();
    expect(screen.getByText('验证码将发送到绑定手机 138****8002')).toBeInTheDocument();
  });

  it('counts bytes as the name is typed, warns of an open network, and sends the band', async () => {
    const until = new Date(Date.now() + 300_000).toISOString();
    await openAt('/pages-sub/iot/deviceManage/setSsidPwd/index?band=5G');
    fetch().mockImplementation(
      byPath({
        '/api/iot/iotDevice/info': () => envelope('deviceInfo', anInfo({ proof: { methods: ['sms'], boundMobile: '138****8002', until } })),
        '/api/iot/iotDevice/wifiPassword': () => envelope('deviceWifiPassword', { bands: [{ band: '2.4G', password: '88886666' }, { band: '5G', password: '88886666' }] }),
        '/api/iot/iotDevice/setWiFiSsidPwd': (_url, init) => {
          sentBodies.push(bodyOf(init));
          return envelope('deviceSetWiFiSsidPwd', anInfo());
        },
      }),
    );
    renderWithQueries(<SetSsidPwd band="5G" />);
    const name = await screen.findByLabelText('Wi-Fi 名称');
    expect((name as HTMLInputElement).value).toBe('SunMiFi-0002-5G');
    await vi.waitFor(() => expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('88886666'));
    fireEvent.change(name, { target: { value: '家'.repeat(10) } });
    expect(screen.getByText('30/32 字节')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '家'.repeat(11) } });
    expect(screen.getByRole('alert').textContent).toBe('Wi-Fi 名称最多 32 字节（一个汉字占 3 字节）');
    fireEvent.change(name, { target: { value: '我家5G' } });
    fireEvent.click(screen.getByRole('radio', { name: '开放（无密码）' }));
    expect(screen.getByRole('alert').textContent).toContain('附近任何人都能连接');
    fireEvent.click(screen.getByRole('radio', { name: 'WPA2 密码' }));
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(sentBodies).toEqual([{ band: '5G', ssid: '我家5G', password: 'new-secret-1', encryption: 'WPA2-PSK' }]));
  });
});

describe('proving the holder', () => {
  it('keeps what the device said meanwhile when the proof arrives', async () => {
    const until = new Date(Date.now() + 300_000).toISOString();
    const client = testQueryClient();
    const infoKey = cardQuery('deviceInfo', aSimInfo().simNo).queryKey;
    await openAt('/pages-sub/iot/deviceManage/setSsidPwd/index?band=5G');
    fetch().mockImplementation(
      byPath({
        '/api/iot/iotDevice/info': () => envelope('deviceInfo', anInfo()),
        '/api/iot/iotDevice/wifiPassword': () => envelope('deviceWifiPassword', { bands: [{ band: '2.4G', password: '88886666' }, { band: '5G', password: '88886666' }] }),
        '/api/iot/iotDevice/prove': () => {
          // A poll's answer lands while the proof is on its way: the device went offline.
          client.setQueryData(infoKey, anInfo({ state: 'offline', online: false }));
          return envelope('deviceProve', { until });
        },
      }),
    );
    renderWithQueries(<SetSsidPwd band="5G" />, { client });
    fireEvent.change(await screen.findByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await screen.findByLabelText('Wi-Fi 名称');
    expect(client.getQueryData<DeviceInfo>(infoKey)).toMatchObject({ online: false, proof: { until } });
  });
});

describe('a proof that runs out before saving', () => {
  it('brings the proof step back and keeps what the holder typed', async () => {
    const until = new Date(Date.now() + 300_000).toISOString();
    const proven = anInfo({ proof: { methods: ['sms'], boundMobile: '138****8002', until } });
    let proofGone = false;
    await openAt('/pages-sub/iot/deviceManage/setSsidPwd/index?band=5G');
    fetch().mockImplementation(
      byPath({
        '/api/iot/iotDevice/info': () => envelope('deviceInfo', proofGone ? anInfo() : proven),
        '/api/iot/iotDevice/wifiPassword': () => envelope('deviceWifiPassword', { bands: [{ band: '2.4G', password: '88886666' }, { band: '5G', password: '88886666' }] }),
        '/api/iot/iotDevice/setWiFiSsidPwd': () => {
          proofGone = true;
          return refusal(-1, '为保护 Wi-Fi 密码，请先验证身份');
        },
        '/api/iot/iotDevice/prove': () => {
          proofGone = false;
          return envelope('deviceProve', { until });
        },
      }),
    );
    renderWithQueries(<SetSsidPwd band="5G" />);
    fireEvent.change(await screen.findByLabelText('Wi-Fi 名称'), { target: { value: '我家5G' } });
    await vi.waitFor(() => expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('88886666'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('form', { name: '验证身份' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(((await screen.findByLabelText('Wi-Fi 名称')) as HTMLInputElement).value).toBe('我家5G');
  });
});

describe('the share page', () => {
  it('encodes the standard WIFI: text of the card in its QR code', async () => {
    await openAt('/pages-sub/wifi/share?code=abcdefghijklmnopqrstuv');
    fetch().mockImplementation(
      byPath({ '/api/site/getWifiCode': () => envelope('getWifiCode', { ssid: 'Home;5G', password: 'pa:ss', encryption: 'WPA2-PSK', hidden: false, expiresAt: '2099-01-01T00:00:00.000Z' }) }),
    );
    renderWithQueries(<WifiShare code="abcdefghijklmnopqrstuv" />);
    const qr = await screen.findByRole('img', { name: '连接 Home;5G 的二维码' });
    expect(qr).toHaveAttribute('data-qr-text', 'WIFI:T:WPA;S:Home\\;5G;P:pa\\:ss;;');
  });

  it('says an expired card has expired and offers to make a new one', async () => {
    await openAt('/pages-sub/wifi/share?code=abcdefghijklmnopqrstuv');
    fetch().mockImplementation(byPath({ '/api/site/getWifiCode': () => refusal(-1, '该 Wi-Fi 卡片已过期，请向分享人重新索取') }));
    renderWithQueries(<WifiShare code="abcdefghijklmnopqrstuv" />);
    expect(await screen.findByText('该 Wi-Fi 卡片已过期，请向分享人重新索取')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '制作 Wi-Fi 卡片' })).toBeInTheDocument();
  });

  it('offers a retry, not "expired", when the card could not be read', async () => {
    await openAt('/pages-sub/wifi/connect?code=abcdefghijklmnopqrstuv');
    fetch().mockImplementation(byPath({ '/api/site/getWifiCode': () => reply(null, 502) }));
    renderWithQueries(<WifiConnect code="abcdefghijklmnopqrstuv" />);
    expect(await screen.findByText('Wi-Fi 卡片加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '制作 Wi-Fi 卡片' })).not.toBeInTheDocument();
  });
});
