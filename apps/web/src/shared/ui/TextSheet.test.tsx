import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showChineseTexts } from '../pageTesting';
import { renderWithQueries } from '../query/testing';
import type { ArticleText } from './TextArticle';
import { TextSheet } from './TextSheet';

beforeAll(showChineseTexts);
afterEach(cleanup);

const terms: ArticleText = { title: '交易条款', paragraphs: ['一、订单在支付成功后生效。'], locale: 'zh-Hans', updatedAt: '2025-02-01T00:00:00.000Z' };

/** A form's link to its terms, the text's query keyed as the test sets it. */
function Reader({ textKey, load }: { textKey: string; load(): Promise<ArticleText> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        条款
      </button>
      <TextSheet
        open={open}
        query={{ queryKey: ['terms', textKey], queryFn: load }}
        title="条款"
        failedTitle="条款加载失败"
        closeLabel="关闭"
        onClose={() => setOpen(false)}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            同意
          </button>
        }
      />
    </>
  );
}

describe('a text in a sheet', () => {
  it('loads the text only once opened, and agrees to nothing before it has loaded', async () => {
    let answer: (text: ArticleText) => void = () => undefined;
    const load = vi.fn(() => new Promise<ArticleText>((resolve) => (answer = resolve)));
    renderWithQueries(<Reader textKey="sunrise:zh-Hans" load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '条款' }));
    expect(screen.getByRole('dialog', { name: '条款' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    answer(terms);
    await screen.findByRole('dialog', { name: '交易条款' });
    expect(screen.getByText('一、订单在支付成功后生效。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '同意' })).toBeInTheDocument();
  });

  it('shows the text it loaded again when opened again, without asking for it again', async () => {
    const load = vi.fn(async () => terms);
    renderWithQueries(<Reader textKey="sunrise:zh-Hans" load={load} />);
    fireEvent.click(screen.getByRole('button', { name: '条款' }));
    fireEvent.click(await screen.findByRole('button', { name: '同意' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '条款' }));
    expect(screen.getByRole('dialog', { name: '交易条款' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again for another promoter's or language's text", async () => {
    const load = vi.fn(async () => terms);
    const { rerender } = renderWithQueries(<Reader textKey="sunrise:zh-Hans" load={load} />);
    fireEvent.click(screen.getByRole('button', { name: '条款' }));
    await screen.findByRole('dialog', { name: '交易条款' });
    rerender(<Reader textKey="sunrise:en" load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('says why the text could not be loaded and loads it again on retry', async () => {
    const load = vi.fn<() => Promise<ArticleText>>().mockRejectedValueOnce(new Error('推广码不存在')).mockResolvedValue(terms);
    renderWithQueries(<Reader textKey="sunrise:zh-Hans" load={load} />);
    fireEvent.click(screen.getByRole('button', { name: '条款' }));
    expect((await screen.findByRole('alert')).textContent).toContain('推广码不存在');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('dialog', { name: '交易条款' });
  });
});
