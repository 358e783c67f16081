import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt, showChineseTexts } from '../../shared/pageTesting';
import { renderWithQueries } from '../../shared/query/testing';
import { answerOf, envelope, fakeFetch, recordingUi, refusal, sent } from '../../shared/request/testing';
import { useSessionStore } from '../../stores/session';
import PaymentTermsPage from './payment';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

const terms = answerOf('aboutText', { kind: 'payment', title: '交易条款', paragraphs: ['一、订单在支付成功后生效。', '二、未支付订单 15 分钟后自动关闭。'], locale: 'zh-Hans', updatedAt: '2025-02-01T00:00:00.000Z' });

beforeAll(showChineseTexts);

beforeEach(async () => {
  fetch = fakeFetch();
  ui = recordingUi();
  useSessionStore.getState().setPromoCode('sunrise');
  await openAt('/pages/about/payment');
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().setPromoCode('');
  vi.unstubAllGlobals();
});

describe('the transaction terms', () => {
  it("shows the promoter's terms in the current language", async () => {
    fetch.mockResolvedValue(envelope('aboutText', terms));
    renderWithQueries(<PaymentTermsPage />);
    await screen.findByRole('heading', { name: '交易条款' });
    expect(screen.getByText('二、未支付订单 15 分钟后自动关闭。')).toBeInTheDocument();
    expect(sent(fetch).url).toBe('/api/site/aboutText?kind=payment&locale=zh-Hans&promoCode=sunrise');
  });

  it('says once, on the page, why the server would not give the terms', async () => {
    fetch.mockResolvedValue(refusal(-1, '该推广码没有交易条款'));
    renderWithQueries(<PaymentTermsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('该推广码没有交易条款');
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('offers a retry when the terms could not be loaded', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(envelope('aboutText', terms));
    renderWithQueries(<PaymentTermsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '交易条款' });
  });
});
