import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { pageUrl, WEBVIEW_PATH } from '@shop/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { history } from '../../shared/navigation';
import { openAt, showChineseTexts } from '../../shared/pageTesting';
import WebViewPage from './index';

beforeAll(showChineseTexts);

afterEach(cleanup);

async function openWith(url?: string) {
  await openAt(pageUrl(WEBVIEW_PATH, { url }));
  return render(<WebViewPage />);
}

describe('the web view', () => {
  it.each([
    ['a script', 'javascript:alert(1)'],
    ['a script written like an address', 'javascript://example.com/%0Aalert(1)'],
    ['an inline document', 'data:text/html,<script>alert(1)</script>'],
    ['another scheme', 'ftp://example.com/file'],
    ['a page path', '/pages/index/index'],
    ['an address without a scheme', 'example.com'],
    ['garbage', 'http//'],
  ])('refuses %s, says why and loads nothing', async (_what, url) => {
    const { container } = await openWith(url);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('无法打开此链接');
    expect(alert.textContent).toContain('这里只能打开以 http:// 或 https:// 开头的网址。');
    expect(alert.querySelector('code')?.textContent).toBe(url);
    expect(container.querySelector('iframe, a[href]')).not.toBeInTheDocument();
  });

  it.each([undefined, ''])('says a url is missing when it is %j', async (url) => {
    const { container } = await openWith(url);
    expect(screen.getByRole('alert').textContent).toContain('Missing required args: "url"');
    expect(container.querySelector('iframe')).not.toBeInTheDocument();
  });

  it('goes back from a refused link', async () => {
    await openAt('/pages/user/index2');
    await history.port.push(pageUrl(WEBVIEW_PATH, { url: 'javascript:alert(1)' }));
    render(<WebViewPage />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/user/index2'));
  });

  it.each(['https://example.com/help?from=shop#top', 'HTTP://127.0.0.1:8080/page'])('opens %s in a frame, loading until it has loaded', async (url) => {
    const { container } = await openWith(url);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', url);
    expect(frame?.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByRole('progressbar', { name: '正在打开网页…' })).toBeInTheDocument();
    fireEvent.load(frame as HTMLIFrameElement);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['a shop page', '/shop/#/pages/about/promise?from=help', '/pages/about/promise', { from: 'help' }, 2],
    ['a tab page', '/shop/#/pages/user/index2', '/pages/user/index2', {}, 1],
  ])("opens %s given by the shop's own address in the app, in place of the web view", async (_what, address, path, query, depth) => {
    await openAt('/pages/customer/index');
    await history.port.push(pageUrl(WEBVIEW_PATH, { url: `${location.origin}${address}` }));
    const { container } = render(<WebViewPage />);
    await vi.waitFor(() => expect(history.location().path).toBe(path));
    expect(history.location().query).toEqual(query);
    expect(history.port.depth()).toBe(depth);
    expect(container.querySelector('iframe')).not.toBeInTheDocument();
  });

  it.each([
    ['a page the shop does not have', '/shop/#/pages/nowhere'],
    ['a file of the shop', '/shop/brand/default-avatar.svg'],
    ['the API', '/api/hk/baseConfig'],
    ['another path', '/health'],
  ])('refuses %s on its own site, says why and frames nothing', async (_what, address) => {
    const url = `${location.origin}${address}`;
    const { container } = await openWith(url);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('无法打开此链接');
    expect(alert.textContent).toContain('本站的网址只有商城页面能在这里打开。');
    expect(alert.querySelector('code')?.textContent).toBe(url);
    expect(container.querySelector('iframe, a[href]')).not.toBeInTheDocument();
    expect(history.location().path).toBe('/pages/webview/index');
  });

  it('offers the link in the browser, in a new tab that cannot reach the shop', async () => {
    await openWith('https://example.com/help');
    const link = screen.getByRole('link', { name: '在浏览器中打开' });
    expect(link).toHaveAttribute('href', 'https://example.com/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('example.com')).toBeInTheDocument();
  });
});
