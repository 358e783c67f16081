import { findPage, LOCALES, pageRoutes } from '@shop/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, setLocale } from '../i18n';
import { showChineseTexts } from '../shared/pageTesting';
import { PageShell } from './PageShell';

beforeAll(showChineseTexts);

afterEach(async () => {
  cleanup();
  await setLocale('zh-Hans');
});

const customerService = findPage('/pages/customer/index')!;

describe('the page shell', () => {
  it("keeps the spec's Chinese title in the navigation bar and gives the browser tab the visitor's language", async () => {
    await act(() => setLocale('fr'));
    render(
      <PageShell page={customerService} path={customerService.path}>
        <p>contenu</p>
      </PageShell>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('客服中心');
    expect(document.title).toBe('Service client');
  });

  it('names the browser tab in Chinese for a Chinese visitor', () => {
    render(
      <PageShell page={customerService} path={customerService.path}>
        <p>内容</p>
      </PageShell>,
    );
    expect(document.title).toBe('客服中心');
  });

  it('has a title for every page of the route table in every locale', async () => {
    for (const locale of LOCALES) {
      const { pageTitle } = await loadMessages(locale);
      const missing = pageRoutes.filter(({ title }) => !pageTitle[title]).map(({ path }) => path);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });
});
