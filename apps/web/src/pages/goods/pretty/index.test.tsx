import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../../../shared/navigation/openLink';
import { aGoods, aNumber, aPage, openAt, showChineseTexts, stubIntersectionObserver } from '../../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, sent } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import { useUserStore } from '../../../stores/user';
import NumberPage from './index';
import NumberPlansPage from './package';
import { renderWithQueries } from '../../../shared/query/testing';

vi.mock('../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

let fetch: ReturnType<typeof fakeFetch>;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const numbersAnswer = (list = [aNumber()]) => envelope('numberList', { ...aPage(list), arrangement: 1, batch: null });

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
  stubIntersectionObserver();
  vi.mocked(openLink).mockClear();
  useSessionStore.setState({ promoCode: '' });
  useUserStore.getState().setUser({ mobile: '13800138000' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the number page', () => {
  it('looks the number up by all eleven digits and shows it with its plan and patterns', async () => {
    fetch.mockImplementation(async () => numbersAnswer());
    await openAt('/pages/goods/pretty/index?id=77&number=13800138888');
    renderWithQueries(<NumberPage />);
    await screen.findByText('尾号AAAA');
    expect(sent(fetch).url).toBe('/api/shop/numberList?positions=13800138888&pageSize=1');
    expect(screen.getByText('888 发发发')).toBeInTheDocument();
    expect(screen.getAllByText('5G 畅享 59 元套餐 · ¥59.00/月').length).toBeGreaterThan(0);
  });

  it('opens the order form over the page, with what ordering the number charges now', async () => {
    useUserStore.getState().logout();
    fetch.mockImplementation(async () => numbersAnswer());
    await openAt('/pages/goods/pretty/index?id=77&number=13800138888');
    renderWithQueries(<NumberPage />);
    fireEvent.click(await screen.findByRole('button', { name: '立即预约' }));
    const form = screen.getByRole('dialog', { name: '填写订单' });
    expect(within(form).getByText('号码费')).toBeInTheDocument();
    expect(within(form).getByText('首月套餐费 · 5G 畅享 59 元套餐')).toBeInTheDocument();
    expect(within(form).getByText('下单后号码为您保留 15 分钟，请及时支付')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '提交订单 ¥947.00' })).toBeInTheDocument();
    expect(openLink).not.toHaveBeenCalled();

    type('姓名', '张三');
    fireEvent.click(within(form).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '立即预约' }));
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
  });

  it('says the number is no longer available when it does not come back', async () => {
    fetch.mockImplementation(async () => numbersAnswer([]));
    await openAt('/pages/goods/pretty/index?id=77&number=13800138888');
    renderWithQueries(<NumberPage />);
    await screen.findByText('该号码已不可预约');
    expect(sent(fetch).url).toBe('/api/shop/numberList?positions=13800138888&pageSize=1');
    expect(screen.queryByRole('button', { name: '立即预约' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '挑选其他号码' }));
    expect(openLink).toHaveBeenCalledWith('/pages/index/VanityNumber/index');
  });

  it('asks nothing for a number that is not eleven digits', async () => {
    await openAt('/pages/goods/pretty/index?id=77&number=1380013');
    renderWithQueries(<NumberPage />);
    await screen.findByText('该号码已不可预约');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the number's plans", () => {
  it("shows the plan it comes with and the promoter's plans of its operator", async () => {
    fetch.mockImplementation(async (url) =>
      String(url).startsWith('/api/shop/numberList') ? numbersAnswer([aNumber({ operator: 2 })]) : envelope('goodsList', aPage([aGoods({ operator: 2 })])),
    );
    await openAt('/pages/goods/pretty/package?id=77&number=13800138888');
    renderWithQueries(<NumberPlansPage />);
    await screen.findByText('5G 畅享卡');
    expect(screen.getByText('5G 畅享 59 元套餐')).toBeInTheDocument();
    expect(screen.getByText('中国联通套餐')).toBeInTheDocument();
    expect(sent(fetch, 1).url).toBe('/api/shop/goodsList?operator=2&page=1');
  });
});
