import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBaseConfig, showChineseTexts } from '../../../shared/pageTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { envelope, fakeFetch, recordingUi, refusal } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import { StorefrontHome } from './StorefrontHome';

let fetch: ReturnType<typeof fakeFetch>;

/** What differs from the fixture's storefront: a description, a logo and the search on the home. */
const front = { description: '好号码，好套餐', logo: '/shop/brand/logo.svg', indexSearch: true };

const config = (indexFirstGroup: number) => envelope('baseConfig', aBaseConfig({ promoCode: 'sunrise' }, { ...front, indexFirstGroup }));

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
  useSessionStore.setState({ promoCode: 'sunrise' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const groups = (shown: { group?: number }) => ({ front }: { front: { indexFirstGroup: number } }) => {
  shown.group = front.indexFirstGroup;
  return <p>分组 {front.indexFirstGroup}</p>;
};

describe('the storefront home', () => {
  it("shows a skeleton, then the promoter's brand and the page's groups for its first group", async () => {
    fetch.mockResolvedValueOnce(config(1));
    const shown: { group?: number } = {};
    renderWithQueries(<StorefrontHome groups={groups(shown)} />);
    expect(document.querySelector('.home[aria-busy="true"]')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '示例号卡商城' })).toBeInTheDocument();
    expect(screen.getByText('分组 1')).toBeInTheDocument();
    expect(shown.group).toBe(1);
    expect(screen.getByRole('button', { name: '搜索心仪的号码' })).toBeInTheDocument();
  });

  it('says why when the config cannot be loaded, and tries again on retry', async () => {
    fetch.mockResolvedValueOnce(refusal(-1, '推广码不存在')).mockResolvedValueOnce(config(2));
    renderWithQueries(<StorefrontHome groups={groups({})} />);
    expect(await screen.findByText('推广码不存在')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toContain('商城加载失败，请重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('分组 2')).toBeInTheDocument());
  });
});
