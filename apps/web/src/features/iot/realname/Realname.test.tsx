import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { idCardCheckDigit, REALNAME_PATH, REALNAME_REQUIRED_CODE, type RealnameRequest, type RealnameState } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { openAt } from '../../../shared/pageTesting';
import { renderWithQueries, testQueryClient } from '../../../shared/query/testing';
import { call } from '../../../shared/request';
import { byPath, envelope, recordingUi, refusal, reply } from '../../../shared/request/testing';
import { aSimInfo, asCardHolder } from '../iotTesting';
import { simInfoQuery } from '../session';
import { OfficialAuthView } from './OfficialAuthView';
import { PlatformAuthView } from './PlatformAuthView';
import { RealnameAuthView } from './RealnameAuthView';
import { SwitchOfficialView } from './SwitchOfficialView';

const fetch = asCardHolder();
const SIM = '8986011234567890001';
// An identity number whose check digit is X, typed in lower case; and one with a wrong check digit.
const FIRST17 = ['11010119900307100', '11010119900307101', '11010119900307102', '11010119900307103', '11010119900307104', '11010119900307105', '11010119900307106', '11010119900307107', '11010119900307108', '11010119900307109', '11010119900307110'].find((first) => idCardCheckDigit(first) === 'X') ?? '';
const VALID_ID = `${FIRST17}X`;
const WRONG_ID = `${FIRST17}0`;

const aState = (overrides: Partial<RealnameState> = {}): RealnameState => ({
  simNo: SIM,
  authStatus: 0,
  authPlatformStatus: 0,
  needAuth: true,
  needPlatformAuth: false,
  platformAuthType: 0,
  sourceType: 1,
  operatorType: 1,
  official: null,
  platform: null,
  channels: [{ simNo: SIM, operatorType: 1, main: true }],
  freeRechargeFen: 3000,
  ...overrides,
});

const aRequest = (overrides: Partial<RealnameRequest> = {}): RealnameRequest => ({
  requestSn: 'RN0123456789ABCDEF01234567',
  kind: 'official',
  channelSimNo: SIM,
  operatorType: 1,
  status: 'reviewing',
  reason: null,
  reasonText: null,
  holderName: '张三',
  idCardMasked: '110***********1234',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

const sent: Array<{ url: string; body: unknown }> = [];
function serve(states: RealnameState[], extra: Parameters<typeof byPath>[0] = {}) {
  sent.length = 0;
  let read = 0;
  fetch().mockImplementation(
    byPath({
      '/api/iot/realnameState': () => envelope('realnameState', states[Math.min(read++, states.length - 1)] ?? aState()),
      ...extra,
    }),
  );
}

beforeEach(async () => {
  await openAt(REALNAME_PATH);
});

describe('realnameAuth', () => {
  it('shows a card that needs real-name what waits for it, and leads to its operator', async () => {
    serve([aState()]);
    renderWithQueries(<RealnameAuthView />);
    const official = await screen.findByRole('region', { name: '运营商实名认证' });
    expect(within(official).getByText('未实名')).toBeInTheDocument();
    expect(screen.getByText('完成实名前，本卡不能订购套餐、单次充值超过 ¥30.00 或切换网络。')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '平台实名认证' })).not.toBeInTheDocument();
    fireEvent.click(within(official).getByRole('button', { name: '去认证' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/official/index'));
  });

  it("leads a multi-network card to the choice of operators, and shows the last failure's reason", async () => {
    const channels = [
      { simNo: SIM, operatorType: 1, main: true },
      { simNo: '1440234560061', operatorType: 2, main: false },
    ];
    serve([aState({ channels, authStatus: 3, official: aRequest({ status: 'failed', reason: 'faceCheck', reasonText: '人脸核验未通过' }) })]);
    renderWithQueries(<RealnameAuthView />);
    expect(await screen.findByText('上次核验未通过：人脸核验未通过')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '选择认证运营商' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/switchOfficial/index'));
  });

  it('shows the platform route of a card that needs it', async () => {
    serve([aState({ needAuth: false, authStatus: 1, needPlatformAuth: true, platformAuthType: 1 })]);
    renderWithQueries(<RealnameAuthView />);
    const platform = await screen.findByRole('region', { name: '平台实名认证' });
    expect(within(screen.getByRole('region', { name: '运营商实名认证' })).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(within(platform).getByRole('button', { name: '去认证' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/platform/index'));
  });
});

describe('official', () => {
  it("explains the steps, then opens the operator's page for the chosen channel", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve([aState()], {
      '/api/iot/simOfficialAuth': (url) => {
        sent.push({ url: String(url), body: null });
        return envelope('simOfficialAuth', { requestSn: 'RN0123456789ABCDEF01234567', url: '/realname/sandbox/page?requestSn=RN0123456789ABCDEF01234567' });
      },
    });
    renderWithQueries(<OfficialAuthView channel="1440234560061" />);
    expect(await screen.findByText('完成人脸核验')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '前往运营商认证' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/realname/sandbox/page?requestSn=RN0123456789ABCDEF01234567'));
    expect(sent[0]?.url).toContain('simNo=1440234560061');
    vi.unstubAllGlobals();
  });

  it('shows 核验中 on the way back and polls until the verdict', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve([aState({ authStatus: 2, official: aRequest() }), aState({ authStatus: 1, needAuth: false, official: aRequest({ status: 'verified' }) })]);
    renderWithQueries(<OfficialAuthView requestSn="RN0123456789ABCDEF01234567" />);
    expect(await screen.findByRole('heading', { name: '核验中' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2500);
    expect(await screen.findByRole('heading', { name: '实名认证成功' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('stops polling after two minutes under review, says it is still being checked, and offers 重新查询 and 返回我的卡', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    serve([aState({ authStatus: 2, official: aRequest() })], {
      '/api/iot/realnameState': () => {
        reads += 1;
        return envelope('realnameState', aState({ authStatus: 2, official: aRequest() }));
      },
    });
    renderWithQueries(<OfficialAuthView requestSn="RN0123456789ABCDEF01234567" />);
    expect(await screen.findByRole('heading', { name: '核验中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回我的卡' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2 * 60_000 + 100);
    expect(await screen.findByRole('heading', { name: '仍在核验中' })).toBeInTheDocument();
    const readsWhenStopped = reads;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toBe(readsWhenStopped);
    expect(screen.getByRole('button', { name: '返回我的卡' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
    await vi.waitFor(() => expect(reads).toBe(readsWhenStopped + 1));
    expect(await screen.findByRole('heading', { name: '核验中' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('does not poll while the operator page was opened but not submitted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    serve([], {
      '/api/iot/realnameState': () => {
        reads += 1;
        return envelope('realnameState', aState({ official: aRequest({ status: 'opened' }) }));
      },
    });
    renderWithQueries(<OfficialAuthView requestSn="RN0123456789ABCDEF01234567" />);
    expect(await screen.findByRole('button', { name: /运营商/ })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toBe(1);
    vi.useRealTimers();
  });

  it('re-reads the card once the verdict is verified, so the home banner clears however the holder leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve([aState({ authStatus: 2, official: aRequest() }), aState({ authStatus: 1, needAuth: false, official: aRequest({ status: 'verified' }) })]);
    const client = testQueryClient();
    client.setQueryData(['simInfo', SIM], { simNo: SIM });
    renderWithQueries(<OfficialAuthView requestSn="RN0123456789ABCDEF01234567" />, { client });
    expect(await screen.findByRole('heading', { name: '核验中' })).toBeInTheDocument();
    expect(client.getQueryState(['simInfo', SIM])?.isInvalidated).toBe(false);
    await vi.advanceTimersByTimeAsync(2500);
    expect(await screen.findByRole('heading', { name: '实名认证成功' })).toBeInTheDocument();
    expect(client.getQueryState(['simInfo', SIM])?.isInvalidated).toBe(true);
    expect(screen.getByRole('button', { name: '返回我的卡' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows why a check failed and offers to try again', async () => {
    serve([aState({ authStatus: 3, official: aRequest({ status: 'failed', reason: 'mismatch', reasonText: '姓名与身份证号码不一致' }) })]);
    renderWithQueries(<OfficialAuthView requestSn="RN0123456789ABCDEF01234567" />);
    expect(await screen.findByRole('heading', { name: '实名认证失败' })).toBeInTheDocument();
    expect(screen.getByText('姓名与身份证号码不一致')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新认证' })).toBeInTheDocument();
  });
});

describe('platform', () => {
  it('validates as the holder types and sends the three factors', async () => {
    serve([aState({ needAuth: false, authStatus: 1, needPlatformAuth: true, platformAuthType: 1 })], {
      '/api/iot/simPlatformAuth': (_url, init) => {
        sent.push({ url: '', body: JSON.parse(String(init?.body)) });
        return refusal(-1, '手机号未登记在该身份证名下');
      },
    });
    renderWithQueries(<PlatformAuthView />);
    const idCard = await screen.findByLabelText('身份证');
    fireEvent.change(idCard, { target: { value: '11010119900307123' } });
    fireEvent.change(idCard, { target: { value: WRONG_ID } });
    expect(await screen.findByText('身份证号码不正确')).toBeInTheDocument();
    fireEvent.change(idCard, { target: { value: VALID_ID.toLowerCase() } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '138 0013 0000' } });
    expect(screen.queryByText('身份证号码不正确')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '手机号未登记在该身份证名下');
    expect(sent[0]?.body).toEqual({ name: '张三', idCard: VALID_ID, mobile: '13800130000' });
  });

  it('names an impossible birth date as the holder types, and shows the server naming an unknown region', async () => {
    const REGION_REFUSAL = 'idCard：身份证号码的前六位不是已知的地区代码';
    serve([aState({ needAuth: false, authStatus: 1, needPlatformAuth: true, platformAuthType: 1 })], {
      '/api/iot/simPlatformAuth': () => reply({ code: -1, message: REGION_REFUSAL, data: null }, 400),
    });
    renderWithQueries(<PlatformAuthView />);
    const idCard = await screen.findByLabelText('身份证');
    const bornLater = '11010120991231123';
    fireEvent.change(idCard, { target: { value: `${bornLater}${idCardCheckDigit(bornLater)}` } });
    await waitFor(() => expect(idCard).toHaveAccessibleDescription('身份证号码中的出生日期须在 1900 年至今天之间'));
    const unknownRegion = '11019919900307123';
    fireEvent.change(idCard, { target: { value: `${unknownRegion}${idCardCheckDigit(unknownRegion)}` } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800130000' } });
    expect(screen.queryByText('身份证号码中的出生日期须在 1900 年至今天之间')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', REGION_REFUSAL);
  });
});

describe('switchOfficial and subOfficial', () => {
  const channels = [
    { simNo: SIM, operatorType: 1, main: true },
    { simNo: '1440234560061', operatorType: 2, main: false },
  ];

  it("lists the card's channels; a China Unicom vice SIM opens Unicom's own page", async () => {
    serve([aState({ channels })]);
    renderWithQueries(<SwitchOfficialView />);
    expect(await screen.findByRole('button', { name: /8986011234567890001/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /1440234560061/ }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/ltAuth/index'));
    expect(history.location().query.simNo).toBe('1440234560061');
  });

  it('leads a verified card back to the card from switchOfficial and from the platform form', async () => {
    serve([aState({ authStatus: 1, needAuth: false, authPlatformStatus: 1 })]);
    const { unmount } = renderWithQueries(<SwitchOfficialView />);
    expect(await screen.findByRole('heading', { name: '实名认证成功' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回我的卡' })).toBeInTheDocument();
    unmount();
    renderWithQueries(<PlatformAuthView />);
    fireEvent.click(await screen.findByRole('button', { name: '返回我的卡' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/index'));
  });

  it('reads the card again before going home, so the home never shows the banner of before the verdict', async () => {
    serve([aState({ authStatus: 1, needAuth: false })], { '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ simNo: SIM, needAuth: false, authStatus: 1 })) });
    const client = testQueryClient();
    client.setQueryData(simInfoQuery(SIM).queryKey, aSimInfo({ simNo: SIM, needAuth: true, authStatus: 0 }));
    renderWithQueries(<OfficialAuthView />, { client });
    fireEvent.click(await screen.findByRole('button', { name: '返回我的卡' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/index'));
    expect(client.getQueryData(simInfoQuery(SIM).queryKey)).toMatchObject({ needAuth: false, authStatus: 1 });
  });

  it('lists only the vice SIMs on subOfficial, and says when there is none', async () => {
    serve([aState()]);
    renderWithQueries(<SwitchOfficialView viceOnly />);
    expect(await screen.findByText('本卡没有副卡')).toBeInTheDocument();
  });
});

describe('the real-name gate', () => {
  it('turns a refusal into a dialog that leads to realnameAuth', async () => {
    const ui = recordingUi();
    fetch().mockResolvedValue(refusal(REALNAME_REQUIRED_CODE, '按国家规定，订购套餐前需先完成实名认证'));
    await expect(call('buyPackage', { body: { packageId: 1, effect: 'now', payWith: 'balance', idempotencyKey: 'k' } }, { hideError: true })).rejects.toThrow();
    const [dialog] = ui.dialog.mock.calls[0] ?? [];
    expect(dialog?.content).toBe('按国家规定，订购套餐前需先完成实名认证');
    dialog?.actions.find((action) => action.key === 'goRealname')?.onPress();
    expect(ui.navigate).toHaveBeenCalledWith(REALNAME_PATH);
  });
});
