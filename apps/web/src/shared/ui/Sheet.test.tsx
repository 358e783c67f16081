import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session';
import { Sheet } from './Sheet';

afterEach(cleanup);

/** A button that opens a sheet holding a field, as the order form and the pickers do. */
function Opener({ size }: { size: 'full' | 'part' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        选择地区
      </button>
      <Sheet title="所在地区" closeLabel="关闭" size={size} open={open} onClose={() => setOpen(false)} footer={<p>底部</p>}>
        <input aria-label="详细地址" />
      </Sheet>
    </>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: '所在地区' });

describe('a sheet', () => {
  it('is a modal dialog named by its title, with its footer, focused once shown', async () => {
    render(<Opener size="full" />);
    expect(dialog()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '选择地区' }));
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('底部')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.activeElement).toBe(dialog()));
    expect(useSessionStore.getState().bodyScrollLock).toBe(true);
  });

  it('closes by its ×, keeping what was typed for the next opening, and gives focus back', async () => {
    render(<Opener size="full" />);
    const opener = screen.getByRole('button', { name: '选择地区' });
    opener.focus();
    fireEvent.click(opener);
    await vi.waitFor(() => expect(document.activeElement).toBe(dialog()));
    fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '科技园 1 号' } });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(document.activeElement).toBe(opener);
    expect(useSessionStore.getState().bodyScrollLock).toBe(false);
    fireEvent.click(opener);
    expect(screen.getByLabelText<HTMLInputElement>('详细地址').value).toBe('科技园 1 号');
  });

  it('closes on Escape', async () => {
    render(<Opener size="full" />);
    fireEvent.click(screen.getByRole('button', { name: '选择地区' }));
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('dims the page under a part sheet, and a tap there closes it', async () => {
    render(<Opener size="part" />);
    fireEvent.click(screen.getByRole('button', { name: '选择地区' }));
    const mask = await vi.waitFor(() => {
      const shown = document.querySelector('.sheet__mask');
      if (!shown) throw new Error('no mask yet');
      return shown;
    });
    fireEvent.click(mask);
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('leaves a full sheet without a mask', () => {
    render(<Opener size="full" />);
    fireEvent.click(screen.getByRole('button', { name: '选择地区' }));
    expect(document.querySelector('.sheet__mask')).not.toBeInTheDocument();
  });
});
