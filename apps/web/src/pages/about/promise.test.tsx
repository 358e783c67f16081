import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import { openAt, showChineseTexts } from '../../shared/pageTesting';
import { renderWithQueries } from '../../shared/query/testing';
import { answerOf, envelope, fakeFetch, recordingUi, sent } from '../../shared/request/testing';
import { useSessionStore } from '../../stores/session';
import ServicePromisePage from './promise';

let fetch: ReturnType<typeof fakeFetch>;

const promise = answerOf('aboutText', { kind: 'promise', title: '服务承诺', paragraphs: ['一、正品号卡，官方渠道。', '二、号码保留 15 分钟。'], locale: 'zh-Hans', updatedAt: '2025-02-01T00:00:00.000Z' });

beforeAll(showChineseTexts);

beforeEach(async () => {
  fetch = fakeFetch();
  recordingUi();
  useSessionStore.getState().setPromoCode('sunrise');
  await openAt('/pages/about/promise');
});

afterEach(async () => {
  cleanup();
  useSessionStore.getState().setPromoCode('');
  vi.unstubAllGlobals();
  await showChineseTexts();
});

describe('the service promise', () => {
  it("shows the promoter's promise, with no note when it is in the page's language", async () => {
    fetch.mockResolvedValue(envelope('aboutText', promise));
    renderWithQueries(<ServicePromisePage />);
    await screen.findByRole('heading', { name: '服务承诺' });
    expect(screen.getByText('二、号码保留 15 分钟。')).toBeInTheDocument();
    expect(screen.queryByText('以下为中文原文。')).not.toBeInTheDocument();
    expect(sent(fetch).url).toBe('/api/site/aboutText?kind=promise&locale=zh-Hans&promoCode=sunrise');
  });

  it('asks in the chosen language and says so when only the Chinese original exists', async () => {
    await setLocale('en');
    fetch.mockResolvedValue(envelope('aboutText', promise));
    renderWithQueries(<ServicePromisePage />);
    await screen.findByRole('heading', { name: '服务承诺' });
    expect(sent(fetch).url).toBe('/api/site/aboutText?kind=promise&locale=en&promoCode=sunrise');
    expect(screen.getByText('Not yet available in English: shown in the original Chinese.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'zh-Hans');
  });

  it('shows a translated promise without the note', async () => {
    await setLocale('en');
    fetch.mockResolvedValue(envelope('aboutText', { ...promise, title: 'Our promise', paragraphs: ['Genuine cards only.'], locale: 'en' }));
    renderWithQueries(<ServicePromisePage />);
    await screen.findByRole('heading', { name: 'Our promise' });
    expect(screen.queryByText(/original Chinese/)).not.toBeInTheDocument();
  });
});
