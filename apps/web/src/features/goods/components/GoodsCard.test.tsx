import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../../../shared/navigation/openLink';
import { aGoods, showChineseTexts } from '../../../shared/pageTesting';
import { GoodsCard } from './GoodsCard';

vi.mock('../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

beforeAll(showChineseTexts);
beforeEach(() => vi.mocked(openLink).mockClear());
afterEach(cleanup);

describe('GoodsCard', () => {
  it('shows the product: name, monthly fee, price, allowances and tags', () => {
    const { container } = render(<GoodsCard goods={aGoods()} />);
    expect(screen.getByText('5G 畅享卡')).toBeInTheDocument();
    expect(screen.getByText('¥29.00/月')).toBeInTheDocument();
    expect(screen.getByText('售价 ¥0.00')).toBeInTheDocument();
    expect(screen.getByText('30GB 流量')).toBeInTheDocument();
    expect(screen.getByText('100 分钟通话')).toBeInTheDocument();
    expect(screen.getByText('包邮')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('已售罄')).not.toBeInTheDocument();
  });

  it('says when the product is sold out, and still opens its page', () => {
    const { container } = render(<GoodsCard goods={aGoods({ stock: 0 })} />);
    expect(screen.getByText('已售罄')).toBeInTheDocument();
    expect(container.querySelector('.goods-card--sold-out')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(openLink).toHaveBeenCalledWith('/pages/goods/general/index?id=5');
  });

  it('leaves out the allowances a plan does not have', () => {
    render(<GoodsCard goods={aGoods({ voiceMinutes: 0, dataMb: 512 })} />);
    expect(screen.getByText('512MB 流量')).toBeInTheDocument();
    expect(screen.queryByText(/分钟通话/)).not.toBeInTheDocument();
  });
});
