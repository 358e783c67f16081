import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt, showChineseTexts } from '../../../shared/pageTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { envelope, fakeFetch, recordingUi, refusal, sent } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import CardLoginProtocolPage from './protocol';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

const agreement = { title: '用户服务协议', paragraphs: ['一、本服务面向物联网卡持卡人。', '二、请妥善保管卡密码。'], updatedAt: '2025-03-01T00:00:00.000Z' };

beforeAll(showChineseTexts);

beforeEach(async () => {
  fetch = fakeFetch();
  ui = recordingUi();
  useSessionStore.getState().setPromoCode('sunrise');
  await openAt('/pages/iot/login/protocol');
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().setPromoCode('');
  vi.unstubAllGlobals();
});

describe('the card login agreement', () => {
  it("shows the promoter's agreement", async () => {
    fetch.mockResolvedValue(envelope('iotProtocol', agreement));
    renderWithQueries(<CardLoginProtocolPage />);
    await screen.findByRole('heading', { name: '用户服务协议' });
    expect(screen.getByText('二、请妥善保管卡密码。')).toBeInTheDocument();
    expect(sent(fetch).url).toBe('/api/site/iotLoginProtocol?promoCode=sunrise');
  });

  it('says once, on the page, why it could not be loaded, and retries', async () => {
    fetch.mockResolvedValueOnce(refusal(-1, '协议暂未配置')).mockResolvedValue(envelope('iotProtocol', agreement));
    renderWithQueries(<CardLoginProtocolPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('协议暂未配置');
    expect(ui.toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '用户服务协议' });
  });
});
