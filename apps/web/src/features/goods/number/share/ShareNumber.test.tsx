import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../../shared/copy';
import { aNumber, showChineseTexts } from '../../../../shared/pageTesting';
import { renderWithQueries } from '../../../../shared/query/testing';
import { useSessionStore } from '../../../../stores/session';
import { ShareNumber } from './ShareNumber';

vi.mock('../../../../shared/copy', () => ({ copyText: vi.fn(async () => true) }));

beforeAll(showChineseTexts);

afterEach(() => {
  cleanup();
  useSessionStore.setState({ promoCode: '' });
  vi.mocked(copyText).mockClear();
});

const link = `${location.origin}/shop/#/pages/goods/pretty/index?id=77&number=13800138888&promoCode=sunrise`;

describe("a number's share button", () => {
  it("shows the number's link in the promoter's shop and copies it where the browser cannot share", () => {
    useSessionStore.setState({ promoCode: 'sunrise' });
    renderWithQueries(<ShareNumber item={aNumber()} place="中国移动 · 广东 深圳" />);
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    const sheet = screen.getByRole('dialog', { name: '分享号码' });
    expect(within(sheet).getByText(link)).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: '复制链接' }));
    expect(copyText).toHaveBeenCalledWith(link);
    expect(within(sheet).getByRole('button', { name: '生成分享海报' })).toBeInTheDocument();
  });
});
