import { CatalogueText, type Locale } from '@shop/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n';
import { history, navigateTo } from '../shared/navigation';
import { openAt, showChineseTexts } from '../shared/pageTesting';
import { useIotStore } from '../stores/iot';
import PlaceholderPage from './PlaceholderPage';

beforeAll(showChineseTexts);

beforeEach(() => {
  useIotStore.setState({ simNo: '8986011234567890001', cardToken: 'token' });
});

afterEach(async () => {
  cleanup();
  await setLocale('zh-Hans');
});

const button = () => screen.getByRole('button');

describe('a page not built yet', () => {
  it("says, under a heading, that the function is not open yet in the catalogue's words", async () => {
    await openAt('/pages-sub/appUpdate/index');
    render(<PlaceholderPage />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(CatalogueText.moduleClosed);
    expect(CatalogueText.moduleClosed).toBe('当前访问的功能模块暂未开放，敬请期待！');
  });

  it('goes back to the page before', async () => {
    await openAt('/pages/index/default');
    await navigateTo({ url: '/pages-sub/appUpdate/index' });
    render(<PlaceholderPage />);
    expect(button().textContent).toBe('返回');
    fireEvent.click(button());
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/default'));
  });

  it('goes home when opened first, and to the SIM home from a SIM self-service page', async () => {
    await openAt('/pages-sub/iot/index/vip/index');
    render(<PlaceholderPage />);
    expect(button().textContent).toBe('返回卡片首页');
    fireEvent.click(button());
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/index'));
    cleanup();

    await openAt('/pages/authorize/index');
    render(<PlaceholderPage />);
    expect(button().textContent).toBe('返回首页');
    fireEvent.click(button());
    await vi.waitFor(() => expect(history.location().path).toBe('/'));
  });

  it.each<[Locale, string]>([
    ['en', 'The feature you are trying to reach is not open yet. Stay tuned!'],
    ['zh-Hant', '當前訪問的功能模塊暫未開放，敬請期待！'],
    ['fr', "La fonction à laquelle vous accédez n'est pas encore ouverte. Restez à l'écoute\u00a0!"],
    ['es', 'La función a la que intenta acceder aún no está abierta. ¡Permanezca atento!'],
  ])('speaks the visitor’s language (%s)', async (locale, text) => {
    await setLocale(locale);
    await openAt('/pages-sub/wifi/index');
    render(<PlaceholderPage />);
    expect(screen.getByRole('heading').textContent).toBe(text);
  });
});
