import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showDialog } from './popups';

afterEach(cleanup);

const gone = (text: string) => vi.waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 3_000 });

describe('a dialog', () => {
  it('closes by an action, calling it', async () => {
    const onPress = vi.fn();
    await act(() => showDialog('订单受理失败', [{ key: 'gotIt', text: '我知道了', onPress }]));
    fireEvent.click(await screen.findByText('我知道了'));
    expect(onPress).toHaveBeenCalledOnce();
    await gone('订单受理失败');
  });

  it('closes by Escape when dismissible, calling no action', async () => {
    const onPress = vi.fn();
    await act(() => showDialog('号码不可用', [{ key: 'contactService', text: '联系客服', onPress }], { dismissible: true }));
    await screen.findByText('号码不可用');
    fireEvent.keyDown(document, { key: 'Escape' });
    await gone('号码不可用');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps Escape from what is under it, so a sheet behind stays open', async () => {
    const under = vi.fn();
    document.body.addEventListener('keydown', under);
    await act(() => showDialog('号码不可用', [{ key: 'gotIt', text: '我知道了', onPress: () => undefined }], { dismissible: true }));
    await screen.findByText('号码不可用');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await gone('号码不可用');
    expect(under).not.toHaveBeenCalled();
    document.body.removeEventListener('keydown', under);
  });

  it('closes by its backdrop when dismissible', async () => {
    await act(() => showDialog('号码不可用', [{ key: 'gotIt', text: '我知道了', onPress: () => undefined }], { dismissible: true }));
    await screen.findByText('号码不可用');
    // antd-mobile's backdrop offers itself to assistive technology as a button named for closing.
    const backdrop = await vi.waitFor(() => {
      const found = document.querySelector('.adm-mask-aria-button');
      if (!found) throw new Error('no backdrop yet');
      return found;
    });
    fireEvent.click(backdrop);
    await gone('号码不可用');
  });

  it('stays on Escape when not dismissible', async () => {
    await act(() => showDialog('已售罄', [{ key: 'contactService', text: '联系客服', onPress: () => undefined }]));
    await screen.findByText('已售罄');
    fireEvent.keyDown(document, { key: 'Escape' });
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.getByText('已售罄')).toBeInTheDocument();
    fireEvent.click(screen.getByText('联系客服'));
    await gone('已售罄');
  });
});
