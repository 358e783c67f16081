import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt, showChineseTexts } from '../../shared/pageTesting';
import { renderWithQueries } from '../../shared/query/testing';
import { answerOf, envelope, fakeFetch, recordingUi, refusal, sent } from '../../shared/request/testing';
import AboutUsPage from './textTemplate';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

const about = answerOf('aboutText', { kind: 'about', title: '关于我们', paragraphs: ['我们是一家专注号卡服务的商城。'], locale: 'zh-Hans', updatedAt: '2025-02-01T00:00:00.000Z' });

beforeAll(showChineseTexts);

beforeEach(async () => {
  fetch = fakeFetch();
  ui = recordingUi();
  await openAt('/pages/about/textTemplate');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('about us', () => {
  it("shows the default promoter's page when no promo code is set", async () => {
    fetch.mockResolvedValue(envelope('aboutText', about));
    renderWithQueries(<AboutUsPage />);
    await screen.findByRole('heading', { name: '关于我们' });
    expect(screen.getByText('我们是一家专注号卡服务的商城。')).toBeInTheDocument();
    expect(sent(fetch).url).toBe('/api/site/aboutText?kind=about&locale=zh-Hans');
  });

  it('says on the page why it could not be loaded, and retries', async () => {
    fetch.mockResolvedValueOnce(refusal(-1, '推广码不存在')).mockResolvedValue(envelope('aboutText', about));
    renderWithQueries(<AboutUsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('推广码不存在');
    expect(ui.toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '关于我们' });
  });
});
