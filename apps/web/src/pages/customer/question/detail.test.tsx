import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { openAt, showChineseTexts } from '../../../shared/pageTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { answerOf, envelope, fakeFetch, recordingUi, refusal, reply, sent } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import QuestionDetailPage from './detail';

vi.mock('../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

/** Where this device keeps its "was this helpful" answers. */
const HELPFUL_STORAGE_KEY = 'questionHelpful';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

const question = answerOf('sysQuestionView', {
  id: 21,
  categoryId: 2,
  categoryName: '订单与支付',
  title: '如何申请退款？',
  answerHtml: '<p>未发货的订单可<strong>随时退款</strong>。</p><script>window.hacked = true</script><ul><li>打开订单详情</li></ul>',
  locale: 'zh-Hans',
  // After midnight in China: the page shows China's day, not the device's.
  updatedAt: '2025-03-01T17:30:00.000Z',
  related: [{ id: 22, title: '退款多久到账？' }],
});

const show = async (href: string) => {
  await openAt(href);
  renderWithQueries(<QuestionDetailPage />);
};

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  fetch.mockImplementation(async (url) => (String(url).startsWith('/api/hk/pointReport') ? envelope('pointReport', null) : envelope('sysQuestionView', question)));
  ui = recordingUi();
  localStorage.removeItem(HELPFUL_STORAGE_KEY);
  useSessionStore.getState().setPromoCode('sunrise');
  vi.mocked(openLink).mockClear();
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().setPromoCode('');
  vi.unstubAllGlobals();
});

describe('a question', () => {
  it('shows the answer as safe rich text, with its category, date and related questions', async () => {
    await show('/pages/customer/question/detail?id=21');
    await screen.findByRole('heading', { name: '如何申请退款？' });
    expect(sent(fetch).url).toBe('/api/shop/sysQuestion/view?id=21&locale=zh-Hans&promoCode=sunrise');
    expect(screen.getByText('订单与支付')).toBeInTheDocument();
    expect(screen.getByText('随时退款').tagName).toBe('STRONG');
    expect(document.querySelector('script')).not.toBeInTheDocument();
    expect(screen.getByText('更新于 2025-03-02')).toBeInTheDocument();
    expect(screen.queryByText(/中文原文/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /退款多久到账？/ }));
    expect(openLink).toHaveBeenCalledWith('/pages/customer/question/detail?id=22');
  });

  it('says when the answer is shown in the Chinese original', async () => {
    await setLocale('en');
    try {
      await show('/pages/customer/question/detail?id=21');
      await screen.findByText(/shown in the original Chinese/);
      expect(sent(fetch).url).toContain('locale=en');
    } finally {
      await setLocale('zh-Hans');
    }
  });

  it('records "helpful" once and remembers it on this device', async () => {
    await show('/pages/customer/question/detail?id=21');
    fireEvent.click(await screen.findByRole('button', { name: '有帮助' }));
    await screen.findByText('感谢您的反馈！');
    const report = sent(fetch, 1);
    expect(report.url).toBe('/api/hk/pointReport');
    expect(JSON.parse(String(report.init.body))).toEqual({
      event: 'question.helpful',
      promoCode: 'sunrise',
      page: '/pages/customer/question/detail?id=21',
      props: { questionId: 21, helpful: true },
    });
    cleanup();
    await show('/pages/customer/question/detail?id=21');
    await screen.findByText('感谢您的反馈！');
    expect(screen.queryByRole('button', { name: '有帮助' })).not.toBeInTheDocument();
  });

  it('points to customer service when the answer did not help', async () => {
    await show('/pages/customer/question/detail?id=21');
    fireEvent.click(await screen.findByRole('button', { name: '没帮助' }));
    await screen.findByText('很抱歉没能帮到您，客服可以为您进一步解答。');
    expect(JSON.parse(String(sent(fetch, 1).init.body)).props).toEqual({ questionId: 21, helpful: false });
    fireEvent.click(screen.getAllByRole('button', { name: /联系客服/ })[0] as HTMLElement);
    expect(openLink).toHaveBeenCalledWith('/pages/customer/index');
  });

  it('asks again when the answer could not be recorded', async () => {
    fetch.mockImplementation(async (url) => (String(url).startsWith('/api/hk/pointReport') ? refusal(-1, '事件名不正确') : envelope('sysQuestionView', question)));
    await show('/pages/customer/question/detail?id=21');
    fireEvent.click(await screen.findByRole('button', { name: '有帮助' }));
    expect((await screen.findByRole('alert')).textContent).toBe('事件名不正确');
    expect(screen.getByRole('button', { name: '有帮助' })).toHaveProperty('disabled', false);
    expect(localStorage.getItem(HELPFUL_STORAGE_KEY)).toBeNull();
  });

  it('says a question the server does not know does not exist, without an error toast', async () => {
    fetch.mockResolvedValue(reply({ code: 404, message: '问题不存在', data: null }, 404));
    await show('/pages/customer/question/detail?id=999999');
    await screen.findByText('该问题不存在');
    expect(ui.toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '全部问题' }));
    expect(openLink).toHaveBeenCalledWith('/pages/customer/question/index');
  });

  it('does not ask the server about an id that is not one', async () => {
    for (const id of ['abc', '0', '-3', '99999999999', '']) {
      await show(`/pages/customer/question/detail?id=${id}`);
      await screen.findByText('该问题不存在');
      cleanup();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the question could not be loaded', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await show('/pages/customer/question/detail?id=21');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '如何申请退款？' });
  });
});
